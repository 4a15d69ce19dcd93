import type { ElementContent } from 'hast';
import type { Nodes } from 'mdast';
import { element, report, type MdxContext } from '../context.ts';
import { island } from '../island.ts';
import { isDynamicProp, readProps, text, type JsxElement } from '../props.ts';

// Docusaurus' Tabs as data: every panel is in the HTML (hidden ones `hidden`), so search and readers
// without JavaScript see all of it; viewer/src/components/rendered-html/enhance-tabs.ts switches them, syncs tabs of one
// groupId and remembers the choice in localStorage under `docusaurus.tab.<groupId>`, as Docusaurus does.

/** One tab: its value, label and content (mdast, still to be reduced). */
export interface Tab {
  value: string;
  label: string;
  isDefault: boolean;
  /** the TabItem's `className`, on its panel */
  className?: string | undefined;
  children: Nodes[];
}

export interface TabsOptions {
  groupId?: string | undefined;
  /** the URL query key that selects a tab, e.g. `?os=mac` */
  queryString?: string | undefined;
  defaultValue?: string | undefined;
  /** `className` and `block` (`tabs--block`): on the tab list, where Docusaurus puts them (`.tabs.pill-tabs`) */
  className?: string | undefined;
  block?: boolean | undefined;
}

/** The tabs container: a tab list of buttons, then one panel per tab, the default one shown. */
export function tabsElement(tabs: Tab[], options: TabsOptions, position: Nodes['position']): Nodes {
  const chosen = tabs.find((tab) => tab.value === options.defaultValue) ?? tabs.find((tab) => tab.isDefault) ?? tabs[0];
  const buttons: ElementContent[] = tabs.map((tab) => ({
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      role: 'tab',
      className: tab === chosen ? ['tabs__item', 'tabs__item--active'] : ['tabs__item'],
      ariaSelected: tab === chosen ? 'true' : 'false',
      tabIndex: tab === chosen ? 0 : -1,
      dataValue: tab.value,
    },
    children: [{ type: 'text', value: tab.label }],
  }));
  const list = {
    type: 'mdxElement',
    data: {
      hName: 'div',
      hProperties: { role: 'tablist', ariaOrientation: 'horizontal', className: tabListClasses(options) },
      hChildren: buttons,
    },
  } as unknown as Nodes;
  const panels = tabs.map((tab) =>
    element(
      'div',
      { role: 'tabpanel', className: ['tabs__panel', ...classList(tab.className)], dataValue: tab.value, hidden: tab !== chosen },
      tab.children,
    ),
  );
  const properties: Record<string, unknown> = { className: ['tabs-container'] };
  if (options.groupId) properties.dataGroupId = options.groupId;
  if (options.queryString) properties.dataQueryString = options.queryString;
  return element('div', properties, [list, element('div', { className: ['tabs__panels'] }, panels)], position);
}

const classList = (className: string | undefined): string[] => className?.split(/\s+/).filter(Boolean) ?? [];

/** The tab list's classes, as Docusaurus' TabList gives them: `tabs`, `tabs--block` for `block`, then the Tabs' `className`. */
const tabListClasses = (options: Pick<TabsOptions, 'className' | 'block'>): string[] => [
  'tabs',
  ...(options.block ? ['tabs--block'] : []),
  ...classList(options.className),
];

const isTabItem = (node: Nodes): node is JsxElement =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name !== null;

// the props of <Tabs> that choose its tabs: one only the site's code knows makes it an island
const CHOOSING = ['defaultValue', 'groupId', 'values', 'queryString'];

/**
 * `<Tabs groupId="os" values={[...]} defaultValue="mac" queryString>` with `<TabItem value label default>`
 * children. One whose choosing prop is a value of the site's code (`defaultValue={TabsConstants.defaultOs}`,
 * Rancher Desktop's 337 pages) is an island the viewer's Tabs draws with it, these tabs until the bundle runs.
 */
export function tabs(node: JsxElement, context: MdxContext): Nodes[] {
  const known = node.attributes.filter((attribute) => !isDynamicProp(attribute, context, CHOOSING));
  if (known.length < node.attributes.length) {
    const placed = island(node, context, () => staticTabs({ ...node, attributes: known }, context));
    if (placed) return placed;
  }
  return staticTabs(node, context);
}

function staticTabs(node: JsxElement, context: MdxContext): Nodes[] {
  const props = readProps(node, context);
  const values = Array.isArray(props.values) ? (props.values as { value?: unknown; label?: unknown }[]) : [];
  const given: Tab[] = [];
  for (const child of node.children as Nodes[]) {
    if (!isTabItem(child)) {
      const blank = child.type === 'text' && child.value.trim() === '';
      if (!blank && child.type !== 'mdxFlowExpression') {
        report(context, 'Content directly inside <Tabs> is not shown, expected <TabItem> elements', child, 'mdx-tabs');
      }
      continue;
    }
    // a label written as JSX (scriptcat's `label={<span><b>Edge</b> (Chromium)</span>}`) is its text here
    const jsxLabel = jsxText(child, 'label');
    const item = readProps(child, context, jsxLabel === undefined ? undefined : (name) => name === 'label');
    const value = text(item.value) ?? String(given.length);
    const listed = values.find((entry) => entry?.value === value);
    given.push({
      value,
      label: jsxLabel ?? text(item.label) ?? text(listed?.label) ?? value,
      isDefault: item.default === true,
      className: text(item.className),
      children: child.children as Nodes[],
    });
  }
  const items = inValuesOrder(given, values);
  if (items.length === 0) {
    report(context, '<Tabs> has no <TabItem>, so it shows nothing', node, 'mdx-tabs');
    return [];
  }
  const groupId = text(props.groupId);
  const queryString = props.queryString === true ? groupId : text(props.queryString);
  const options = {
    groupId,
    queryString,
    defaultValue: text(props.defaultValue),
    className: text(props.className),
    block: props.block === true,
  };
  return [tabsElement(items, options, node.position)];
}

/**
 * The tabs in the order `values` gives them, as Docusaurus lists them; a value without a TabItem is a tab
 * without content (tolgee's strip that switches the other tabs of its group), TabItems it does not list follow.
 */
function inValuesOrder(given: Tab[], values: { value?: unknown; label?: unknown }[]): Tab[] {
  const listed = values.flatMap((entry) => (typeof entry?.value === 'string' ? [{ value: entry.value, label: text(entry.label) }] : []));
  if (listed.length === 0) return given;
  const byValue = new Map(given.map((tab) => [tab.value, tab]));
  const ordered = listed.map(({ value, label }) => byValue.get(value) ?? { value, label: label ?? value, isDefault: false, children: [] });
  return [...ordered, ...given.filter((tab) => !listed.some((entry) => entry.value === tab.value))];
}

/** A TabItem outside Tabs: its content. */
export const tabItem = (node: JsxElement): Nodes[] => node.children as Nodes[];

interface EstreeNode {
  type: string;
  value?: unknown;
  expression?: EstreeNode;
  children?: EstreeNode[];
  body?: { type: string; expression?: EstreeNode }[];
}

/** The text of a prop written as a JSX element (`label={<span>Edge</span>}`); undefined for any other value. */
function jsxText(node: JsxElement, name: string): string | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  const value = attribute?.type === 'mdxJsxAttribute' && typeof attribute.value === 'object' ? attribute.value : null;
  const program = value?.data?.estree as EstreeNode | undefined;
  const expression = program?.body?.[0]?.type === 'ExpressionStatement' ? program.body[0].expression : undefined;
  if (!expression || (expression.type !== 'JSXElement' && expression.type !== 'JSXFragment')) return undefined;
  const parts: string[] = [];
  const walk = (part: EstreeNode): void => {
    if (part.type === 'JSXText' && typeof part.value === 'string') parts.push(part.value);
    else if (part.type === 'JSXExpressionContainer' && part.expression?.type === 'Literal' && typeof part.expression.value === 'string')
      parts.push(part.expression.value);
    for (const child of part.children ?? []) walk(child);
  };
  walk(expression);
  return parts.join('').replace(/\s+/g, ' ').trim() || undefined;
}
