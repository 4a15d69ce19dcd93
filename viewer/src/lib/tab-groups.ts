// A choice in tabs of a `groupId` reaches every tabs of that group on the page, the page's own (enhance-tabs.ts)
// and those of the site's code (site-bundle/docusaurus-tabs.tsx), as Docusaurus syncs them, and is kept in
// localStorage under Docusaurus' own key, `docusaurus.tab.<groupId>`.

import { safeStorage } from './safe-storage.ts';

const EVENT = 'docgate:tab-group';

const storageKey = (group: string) => `docusaurus.tab.${group}`;

interface Choice {
  group: string;
  value: string;
}

/** The group's remembered choice, if any. */
export function rememberedTabChoice(group: string): string | null {
  return safeStorage.read(storageKey(group));
}

/** Remembers `value` for the group and tells every tabs of the group that it was chosen. */
export function announceTabChoice(group: string, value: string): void {
  // private mode or a full storage: the choice holds for this page only
  safeStorage.write(storageKey(group), value);
  window.dispatchEvent(new CustomEvent<Choice>(EVENT, { detail: { group, value } }));
}

/** Calls `listener` on each choice in any group; returns what stops it. */
export function onTabChoice(listener: (group: string, value: string) => void): () => void {
  const handle = (event: Event) => {
    const { group, value } = (event as CustomEvent<Choice>).detail;
    listener(group, value);
  };
  window.addEventListener(EVENT, handle);
  return () => window.removeEventListener(EVENT, handle);
}
