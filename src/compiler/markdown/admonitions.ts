import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { walk } from './walk.ts';
import type { RuleId } from '../diagnostics/rules.ts';
import { MODULE_CLASS } from '../../contracts/module-classes.ts';

type Directive = ContainerDirective | LeafDirective | TextDirective;

/**
 * admonition name -> css type and default title. `caution` is Docusaurus' alias of warning; `secondary`,
 * `important` and `success` are its legacy aliases, shown as note, info and tip under their own names.
 */
const admonitions: Record<string, { type: string; title: string }> = {
  note: { type: 'note', title: 'Note' },
  tip: { type: 'tip', title: 'Tip' },
  info: { type: 'info', title: 'Info' },
  warning: { type: 'warning', title: 'Warning' },
  caution: { type: 'warning', title: 'Caution' },
  danger: { type: 'danger', title: 'Danger' },
  secondary: { type: 'note', title: 'secondary' },
  important: { type: 'info', title: 'important' },
  success: { type: 'tip', title: 'success' },
};

// the names a warning suggests: the five looks
const admonitionTypes = ['note', 'tip', 'info', 'warning', 'danger'];

/** What a `:::name` block is: a known admonition, a site's own keyword (shown as info), or nothing. */
function admonitionOf(name: string, keywords: string[] | undefined): { type: string; title: string } | undefined {
  if (keywords && !keywords.includes(name)) return undefined;
  return admonitions[name] ?? (keywords ? { type: 'info', title: name.charAt(0).toUpperCase() + name.slice(1) } : undefined);
}

// `:::tip Some title` (Docusaurus' older form), optionally inside blockquotes or indented
const legacyTitle = new RegExp(`^((?:> ?)*[ \\t]*:{3,}(?:${Object.keys(admonitions).join('|')}))[ \\t]+([^\\s\\[{].*?)[ \\t]*$`);
const fenceOpen = /^(?:> ?)*[ \t]*(`{3,}|~{3,})/;
const fenceClose = /^(?:> ?)*[ \t]*(`{3,}|~{3,})[ \t]*\r?$/;

/**
 * Rewrites the older title syntax `:::tip Some title` into `:::tip[Some title]`, which
 * remark-directive reads as the label; lines inside fenced code stay as written. Line numbers do not
 * change and columns only after the title, so positions still point into the author's file.
 */
export function legacyAdmonitionTitles(source: string): string {
  if (!source.includes(':::')) return source;
  const lines = source.split('\n');
  let open: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (open !== null) {
      const close = fenceClose.exec(line)?.[1];
      if (close && close[0] === open[0] && close.length >= open.length) open = null;
      continue;
    }
    const marker = fenceOpen.exec(line)?.[1];
    if (marker) {
      open = marker;
      continue;
    }
    const match = legacyTitle.exec(line.replace(/\r$/, ''));
    if (match) lines[i] = `${match[1]}[${match[2]!.replace(/[[\]]/g, '\\$&')}]${line.endsWith('\r') ? '\r' : ''}`;
  }
  return lines.join('\n');
}

const isDirective = (node: RootContent): node is Directive =>
  node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective';

/**
 * Turns `:::tip[Title]` blocks into admonition divs (render.ts first rewrites `:::tip Title` to that form); any other directive goes back to the text the
 * author wrote, with a warning for block directives (prose like `key:value` parses as a text directive).
 */
export default function remarkAdmonitions(options: { keywords?: string[] } = {}) {
  const { keywords } = options;
  const expected = keywords ?? admonitionTypes;
  return (tree: Root, file: VFile) => {
    walk<RootContent>(tree, (directive, index, parent) => {
      if (!isDirective(directive)) return;
      const known = directive.type === 'containerDirective' ? admonitionOf(directive.name, keywords) : undefined;
      if (known) {
        // a translated page's default title is its locale's (Docusaurus' `theme.admonition.note`...)
        const translated = file.data.themeMessages?.[`theme.admonition.${directive.name}`];
        toAdmonition(directive as ContainerDirective, known.type, translated ?? known.title);
        file.data.hasAdmonitions = true;
        return;
      }
      if (directive.type !== 'textDirective') {
        file.message(
          `Unknown directive \`${':'.repeat(directive.type === 'containerDirective' ? 3 : 2)}${directive.name}\`, expected ${expected.length > 0 ? `one of: ${expected.map((name) => `:::${name}`).join(', ')}` : 'none: admonitions are turned off'}`,
          { place: directive.position, ruleId: 'unknown-directive' satisfies RuleId, source: 'markdown' },
        );
      }
      const replacement = restore(directive, file);
      parent.children.splice(index, 1, ...(replacement as never[]));
      // visit the replacement: a container's children may hold admonitions
      return index;
    });
  };
}

/** The class of an admonition's title, by which admonition-content.ts finds the admonitions this file made. */
export const ADMONITION_HEADING = MODULE_CLASS.admonitionHeading;

function toAdmonition(node: ContainerDirective, type: string, defaultTitle: string) {
  const first = node.children[0];
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  // `:::note{title="Heads up"}`, Docusaurus' attribute form of a title
  const attributeTitle = node.attributes?.title;
  const title: Paragraph = hasLabel
    ? (first as Paragraph)
    : { type: 'paragraph', children: [{ type: 'text', value: attributeTitle || defaultTitle }] };
  // Docusaurus' heading box (a site's CSS selects `div[class^="admonitionHeading"]`); its content box is admonition-content.ts'
  title.data = { ...title.data, hName: 'div', hProperties: { className: [ADMONITION_HEADING, 'admonition-title'] } };
  if (!hasLabel) node.children.unshift(title);
  node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${type}`] } };
}

/** the nodes an unknown directive stands for: its source text, or for a container its content */
function restore(node: Directive, file: VFile): RootContent[] {
  if (node.type === 'containerDirective') {
    // keep the author's content visible; only the wrapper is dropped
    return node.children.filter((child) => !(child.type === 'paragraph' && child.data?.directiveLabel));
  }
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const text = start !== undefined && end !== undefined ? String(file.value).slice(start, end) : `:${node.name}`;
  const phrasing: PhrasingContent = { type: 'text', value: text, position: node.position };
  return node.type === 'leafDirective' ? [{ type: 'paragraph', children: [phrasing], position: node.position }] : [phrasing];
}
