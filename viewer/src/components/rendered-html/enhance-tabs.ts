// Docusaurus' tabs, server-rendered by the compiler (src/compiler/markdown/mdx/components/tabs.ts):
// every panel is in the HTML; this switches them. Tabs of one groupId switch together across the page
// and the choice is remembered (lib/tab-groups.ts); a `queryString` tabs reads its choice from the URL
// (`?os=mac`) and writes it back there.

import { announceTabChoice, onTabChoice, rememberedTabChoice } from '../../lib/tab-groups.ts';

const buttonsOf = (container: Element) => [...container.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]')];
const panelsOf = (container: Element) => [...container.querySelectorAll<HTMLElement>(':scope > .tabs__panels > [role="tabpanel"]')];

/** Shows the tab of `value` in one container; false when it has no such tab. */
function select(container: Element, value: string): boolean {
  const buttons = buttonsOf(container);
  if (!buttons.some((button) => button.dataset.value === value)) return false;
  for (const button of buttons) {
    const active = button.dataset.value === value;
    button.classList.toggle('tabs__item--active', active);
    button.setAttribute('aria-selected', String(active));
    button.tabIndex = active ? 0 : -1;
  }
  for (const panel of panelsOf(container)) panel.hidden = panel.dataset.value !== value;
  return true;
}

function selectGroup(root: ParentNode, group: string, value: string): void {
  for (const container of root.querySelectorAll<HTMLElement>('.tabs-container')) {
    if (container.dataset.groupId === group) select(container, value);
  }
}

let listening = false;

/** Makes every tabs container under `root` switch on click and arrow keys, restoring remembered choices (idempotent). */
export function enhanceTabs(root: HTMLElement): void {
  if (!listening) {
    listening = true;
    onTabChoice((group, value) => selectGroup(document, group, value));
  }
  for (const container of root.querySelectorAll<HTMLElement>('.tabs-container')) {
    if (container.dataset.enhanced) continue;
    container.dataset.enhanced = 'true';
    const group = container.dataset.groupId;
    const query = container.dataset.queryString;
    const fromUrl = query ? new URLSearchParams(window.location.search).get(query) : null;
    const remembered = fromUrl ?? (group ? rememberedTabChoice(group) : null);
    if (remembered) select(container, remembered);

    const choose = (button: HTMLButtonElement) => {
      const value = button.dataset.value ?? '';
      select(container, value);
      if (query) {
        const url = new URL(window.location.href);
        url.searchParams.set(query, value);
        window.history.replaceState(window.history.state, '', url);
      }
      if (!group) return;
      // the whole document (a blog list renders several posts, each in its own root), and the site code's tabs
      announceTabChoice(group, value);
    };
    const list = container.querySelector(':scope > [role="tablist"]');
    list?.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('[role="tab"]');
      if (button) choose(button);
    });
    list?.addEventListener('keydown', (event) => {
      const key = (event as KeyboardEvent).key;
      if (key !== 'ArrowRight' && key !== 'ArrowLeft') return;
      const buttons = buttonsOf(container);
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      if (at === -1) return;
      const next = buttons[(at + (key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length]!;
      next.focus();
      choose(next);
    });
  }
}
