// The emoji before a doc card's title, shared by the compiler (a page's cards of static items) and the
// viewer (a `<DocCardList />` of the current category, site code's DocCard, a generated index's cards).
import { isExternalUrl } from './url-scheme.ts';

/** Docusaurus' DocCard emoji: 🗃️ for a category, 📄️ for a doc or a link inside the site (no scheme), 🔗 for another site's. */
export const docCardIcon = (card: { category?: boolean; href?: string | undefined }): string =>
  card.category ? '🗃️' : card.href && isExternalUrl(card.href) ? '🔗' : '📄️';
