import { createContext } from 'react';
import type { Manifest } from '../../../src/contracts/manifest.ts';
import type { ContentSource } from './content-source.ts';

export interface Content {
  manifest: Manifest;
  source: ContentSource;
}

/** The live manifest and the source pages come from; <ContentProvider> fills it, useContent() reads it. */
export const ContentContext = createContext<Content | null>(null);
