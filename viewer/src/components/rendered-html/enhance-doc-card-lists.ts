import { docCardIcon } from '../../../../src/contracts/doc-card-icon.ts';
import type { CategoryCard } from '../../lib/current-category.ts';

/**
 * Fills each `<DocCardList />` the compiler left without items (`data-doc-card-list="current"`) with the
 * current category's cards, in the markup of the compiler's own cards.
 */
export function enhanceDocCardLists(root: HTMLElement, cards: () => CategoryCard[] | null): void {
  const lists = root.querySelectorAll<HTMLElement>('.doc-card-list[data-doc-card-list="current"]');
  if (lists.length === 0) return;
  const found = cards() ?? [];
  for (const list of lists) {
    list.replaceChildren(
      ...found.map((card) => {
        const wrapper = document.createElement('div');
        wrapper.className = 'doc-card';
        const link = document.createElement('a');
        link.href = card.href;
        // one line each, the whole text in `title`, as Docusaurus' DocCard
        const title = document.createElement('strong');
        title.className = 'doc-card__title';
        title.textContent = `${docCardIcon(card)} ${card.label}`;
        title.title = card.label;
        link.append(title);
        if (card.description) {
          const description = document.createElement('span');
          description.className = 'doc-card__description';
          description.textContent = card.description;
          description.title = card.description;
          link.append(description);
        }
        wrapper.append(link);
        return wrapper;
      }),
    );
  }
}
