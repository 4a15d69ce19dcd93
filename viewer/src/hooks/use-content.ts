import { useContext } from 'react';
import { ContentContext, type Content } from '../content/content-context.ts';

/** The live manifest and the source pages come from; only inside <ContentProvider>. */
export function useContent(): Content {
  const content = useContext(ContentContext);
  if (!content) throw new Error('useContent must be used inside <ContentProvider>');
  return content;
}
