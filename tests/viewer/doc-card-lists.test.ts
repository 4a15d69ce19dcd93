import { describe, expect, test } from 'vitest';
import { enhanceDocCardLists } from '../../viewer/src/components/rendered-html/enhance-doc-card-lists.ts';
import { installDom } from './support/dom.ts';

installDom();

describe("a page's <DocCardList /> of the current category", () => {
  test("draws each card as Docusaurus' DocCard: its emoji and title, its description, the whole text of each in title", () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="doc-card-list" data-doc-card-list="current"></div>';
    enhanceDocCardLists(root, () => [
      { href: '/docs/guides/colours', label: 'Colours', description: 'Links take the primary colour.' },
      { href: '/docs/reference/terms', label: 'Reference', description: '2 items', category: true },
      { href: 'https://example.com/docs', label: 'Elsewhere' },
    ]);
    const cards = [...root.querySelectorAll('.doc-card a')].map((link) => {
      const title = link.querySelector('.doc-card__title')!;
      const description = link.querySelector('.doc-card__description');
      return [link.getAttribute('href'), title.textContent, title.getAttribute('title'), description?.getAttribute('title') ?? null];
    });
    expect(cards).toEqual([
      ['/docs/guides/colours', '📄️ Colours', 'Colours', 'Links take the primary colour.'],
      ['/docs/reference/terms', '🗃️ Reference', 'Reference', '2 items'],
      ['https://example.com/docs', '🔗 Elsewhere', 'Elsewhere', null],
    ]);
  });
});
