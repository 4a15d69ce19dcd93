import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type MiniSearch from 'minisearch';
import { loadSearchIndex } from '../content/search-index.ts';
import { searchSections, type SearchGroup } from '../content/search-query.ts';
import { useContent } from './use-content.ts';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The search box's data: the index is fetched through the gate on first use, then queried as you type. */
export function useSearch(locale: string) {
  const { manifest, source } = useContent();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [index, setIndex] = useState<MiniSearch | null>(null);
  const buildId = useRef('');

  const prepare = useCallback(() => {
    if (buildId.current === manifest.buildId) return;
    buildId.current = manifest.buildId;
    setStatus('loading');
    loadSearchIndex(source, manifest).then(
      (loaded) => {
        setIndex(loaded);
        setStatus('ready');
      },
      (error: unknown) => {
        console.error(error);
        buildId.current = '';
        setStatus('error');
      },
    );
  }, [manifest, source]);

  // a new build brings a new index, fetched again if the box was used
  useEffect(() => {
    if (buildId.current && buildId.current !== manifest.buildId) prepare();
  }, [manifest.buildId, prepare]);

  const groups = useMemo<SearchGroup[]>(() => (index ? searchSections(index, query, locale) : []), [index, query, locale]);
  return { query, setQuery, status, groups, prepare };
}
