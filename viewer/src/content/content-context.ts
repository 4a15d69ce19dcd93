import { createContext } from 'react';
import type { LoadedManifest } from '../../../src/contracts/manifest-parts.ts';
import type { ContentSource } from './content-source.ts';
import type { SidebarItem } from '../../../src/contracts/manifest.ts';

export interface Content {
  /** the routes, and the sidebars loaded so far */
  manifest: LoadedManifest;
  source: ContentSource;
  /** adds sidebar `id`, fetched from part `file`, to the manifest; a route view fetches its page's sidebar */
  putSidebar(id: string, file: string, items: SidebarItem[]): void;
}

/** The live manifest and the source pages come from; <ContentProvider> fills it, useContent() reads it. */
export const ContentContext = createContext<Content | null>(null);
