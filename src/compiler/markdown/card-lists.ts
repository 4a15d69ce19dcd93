import type { IslandSource } from './mdx/island.ts';

// site code that may draw a sidebar category's cards: a swizzled DocCardList or DocCard, or its own reading useDocById
const CARD_CODE = /\bDocCard(?:List)?\b|\buseDocById\b|\buseCurrentSidebar(?:Category|Siblings)\b/;

/**
 * Whether a page draws its sidebar category's cards: docgate's `<DocCardList />` of the current category
 * (the list the viewer fills), or a piece of site code that may. Such a page's data carries the
 * descriptions of that category's docs (plan/docs/category-cards.ts).
 */
export const drawsCategoryCards = (html: string, islands: readonly Pick<IslandSource, 'piece'>[]): boolean =>
  html.includes('data-doc-card-list="current"') || islands.some((island) => CARD_CODE.test(island.piece));
