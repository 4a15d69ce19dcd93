import { useLayoutEffect, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { ISLAND_ATTRIBUTE } from '../../../src/contracts/site-bundle.ts';
import { placeholderPortal, type Placeholder } from './placeholder-portal.tsx';
import { NotedIsland } from './stand-in-note.tsx';
import { useBundlePieces, useSiteBundle } from './use-site-bundle.ts';

interface Target extends Placeholder {
  id: string;
}

/**
 * The islands of the HTML under `root`, as portals into their placeholders once the site bundle is in;
 * `html` is what React last put in, so the placeholders are found again for each page.
 */
export function useIslands(root: RefObject<HTMLElement | null>, html: unknown): ReactNode {
  const [targets, setTargets] = useState<Target[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the placeholders are new whenever React puts new HTML in
  useLayoutEffect(() => {
    const found: Target[] = [];
    for (const element of root.current?.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) ?? []) {
      // an island inside another renders as part of it
      if (element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`)) continue;
      found.push({ element, id: element.getAttribute(ISLAND_ATTRIBUTE)!, fallback: [...element.childNodes] });
    }
    setTargets(found);
  }, [html, root]);
  const bundle = useSiteBundle(targets.length > 0);
  const ids = targets.map((target) => target.id);
  useBundlePieces(bundle, (module) => module.loadIslands(ids), ids.join(' '));
  if (!bundle) return null;
  return targets.map((target, index) => {
    const Island = bundle.islands[target.id] as ComponentType | undefined;
    if (!Island) return null;
    return placeholderPortal(
      target,
      `${index}:${target.id}`,
      <NotedIsland target={target}>
        <Island />
      </NotedIsland>,
    );
  });
}
