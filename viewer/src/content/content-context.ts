import { createContext, useContext } from 'react';
import type { Manifest } from '../../../src/contracts/manifest.ts';
import type { ContentSource } from './content-source.ts';

export interface Content {
  manifest: Manifest;
  source: ContentSource;
}

export const ContentContext = createContext<Content | null>(null);

/** The live manifest and the source pages come from; only inside <ContentProvider>. */
export function useContent(): Content {
  const content = useContext(ContentContext);
  if (!content) throw new Error('useContent must be used inside <ContentProvider>');
  return content;
}
