import { docCardIcon } from '../../../src/contracts/doc-card-icon.ts';
import { clsx, Link } from './docusaurus-modules.tsx';
import { filterDocCardListItems, findFirstSidebarItemLink, useCurrentSidebarSiblingsOrNull, useDocById } from './docs-client.ts';
import { useThemeString } from '../hooks/use-theme-string.ts';
import { uniqueKeys } from '../lib/unique-keys.ts';

// `@theme/DocCard` and `@theme/DocCardList` for site code (a swizzled DocCardList, a section index that
// lists its sidebar's cards: YunoHost's community page, Shira's help page), in the markup of the cards the
// compiler makes for a page's own `<DocCardList />`, so they look alike.

type Item = Record<string, unknown>;

/** One card: the item's label and its doc's description, or how many items a category holds. */
export function DocCard({ item }: { item: Item }) {
  const t = useThemeString();
  const doc = useDocById(typeof item.docId === 'string' ? item.docId : undefined);
  const href = findFirstSidebarItemLink(item);
  if (!href) return null;
  const items = Array.isArray(item.items) ? item.items.length : null;
  const description =
    typeof item.description === 'string'
      ? item.description
      : items !== null
        ? t.plural('theme.docs.DocCard.categoryDescription.plurals', '1 item|{count} items', items)
        : doc?.description;
  const label = String(item.label ?? '');
  // one line each, the whole text in `title`, as Docusaurus' DocCard
  return (
    <div className="doc-card">
      <Link to={href}>
        <strong className="doc-card__title" title={label}>
          {`${docCardIcon({ category: items !== null, href })} ${label}`}
        </strong>
        {description ? (
          <span className="doc-card__description" title={description}>
            {description}
          </span>
        ) : null}
      </Link>
    </div>
  );
}

/**
 * The cards of `items`, else of the category the page open now is in (or whose page it is), else of its sidebar's
 * top level, as Docusaurus 3.8+'s DocCardList lists useCurrentSidebarSiblings.
 */
export function DocCardList({ items, className }: { items?: Item[]; className?: string }) {
  const siblings = useCurrentSidebarSiblingsOrNull();
  const list = filterDocCardListItems((items ?? (siblings as Item[] | null) ?? []) as Parameters<typeof filterDocCardListItems>[0]);
  const keys = uniqueKeys(list.map((item) => String(item.label ?? '')));
  return (
    <div className={clsx('doc-card-list', className)}>
      {list.map((item, index) => (
        <DocCard key={keys[index]} item={item} />
      ))}
    </div>
  );
}
