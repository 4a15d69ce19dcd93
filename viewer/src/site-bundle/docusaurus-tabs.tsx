import { Children, isValidElement, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { announceTabChoice, onTabChoice, rememberedTabChoice } from '../lib/tab-groups.ts';
import { clsx } from './docusaurus-modules.tsx';

// `@theme/Tabs` and `@theme/TabItem` for a site's own components (its MDXComponents, a React page): the
// markup and storage key of the tabs the compiler makes of a page's <Tabs> (mdx/components/tabs.ts), so
// they look the same and a group's choice is shared, on the page as it is made (lib/tab-groups.ts).

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  /** on its panel, as Docusaurus' TabItem puts it */
  className?: string;
  children?: ReactNode;
}

/** `@theme/TabItem`: one panel; <Tabs> reads its props. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/** A tab of `values`: its label may be an element (typeorm's database icons). */
interface TabValue {
  value: string;
  label?: ReactNode;
}

/**
 * `@theme/Tabs`: a tab list and the chosen panel; with `groupId` the choice is remembered as Docusaurus
 * remembers it. `values`, when given, are the tabs, in their order and with their labels, as in Docusaurus;
 * a tab without a TabItem has no panel (a strip that switches its group's other tabs). With `queryString`
 * (a key, or true for the groupId) the URL's `?key=value` chooses the tab, and a choice is written there,
 * where site code reading useLocation().search sees it (kysely's install commands). `className` and `block`
 * (`tabs--block`) are on the tab list, as Docusaurus' TabList puts them (react-native's `.tabs.pill-tabs`).
 */
export function Tabs({
  children,
  groupId,
  defaultValue,
  className,
  block,
  values: given,
  queryString,
}: {
  children?: ReactNode;
  groupId?: string;
  defaultValue?: string;
  className?: string;
  block?: boolean;
  values?: TabValue[];
  queryString?: string | boolean;
}) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const tabs: TabValue[] = Array.isArray(given)
    ? given.map((tab) => ({ value: tab.value, label: tab.label ?? items.find((item) => item.props.value === tab.value)?.props.label }))
    : items.map((item) => ({ value: item.props.value, label: item.props.label }));
  const values = tabs.map((tab) => tab.value);
  const stored = groupId ? rememberedTabChoice(groupId) : null;
  const queryKey = typeof queryString === 'string' ? queryString : queryString === true ? groupId : undefined;
  const fromUrl = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null;
  const first =
    [fromUrl, stored, defaultValue, items.find((item) => item.props.default)?.props.value, values[0]].find(
      (value): value is string => value != null && values.includes(value),
    ) ?? '';
  const [chosen, setChosen] = useState(first);
  const choose = (value: string) => {
    setChosen(value);
    if (queryKey) {
      const url = new URL(window.location.href);
      url.searchParams.set(queryKey, value);
      window.history.replaceState(window.history.state, '', url);
    }
    if (!groupId) return;
    announceTabChoice(groupId, value);
  };
  // a choice in another tabs of the group, the page's own or the site code's, is this one's too
  const known = values.join('\n');
  useEffect(() => {
    if (!groupId) return;
    return onTabChoice((group, value) => {
      if (group === groupId && known.split('\n').includes(value)) setChosen(value);
    });
  }, [groupId, known]);
  return (
    <div className="markdown">
      <div className="tabs-container">
        <div className={clsx('tabs', block && 'tabs--block', className)} role="tablist" aria-orientation="horizontal">
          {tabs.map((tab) => (
            <button
              key={tab.value}
              type="button"
              role="tab"
              aria-selected={tab.value === chosen}
              tabIndex={tab.value === chosen ? 0 : -1}
              className={clsx('tabs__item', tab.value === chosen && 'tabs__item--active')}
              onClick={() => choose(tab.value)}
            >
              {tab.label ?? tab.value}
            </button>
          ))}
        </div>
        <div className="tabs__panels">
          {items.map((item) => (
            <div
              key={item.props.value}
              role="tabpanel"
              className={clsx('tabs__panel', item.props.className)}
              hidden={item.props.value !== chosen}
            >
              {item}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
