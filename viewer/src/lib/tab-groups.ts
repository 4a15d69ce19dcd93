// A choice in tabs of a `groupId` reaches every tabs of that group on the page, the page's own (enhance-tabs.ts)
// and those of the site's code (site-bundle/docusaurus-tabs.tsx), as Docusaurus syncs them.

const EVENT = 'docgate:tab-group';

interface Choice {
  group: string;
  value: string;
}

/** Tells every tabs of the group that `value` was chosen. */
export function announceTabChoice(group: string, value: string): void {
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
