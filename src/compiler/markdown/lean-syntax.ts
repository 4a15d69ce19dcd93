import type { Root, RootContent } from 'mdast';
import type { Processor } from 'unified';
import { SKIP, walk } from './walk.ts';

interface Construct {
  name?: string;
}
interface SyntaxExtension {
  text?: Record<string, Construct | Construct[] | undefined>;
}

// micromark-extension-gfm-autolink-literal's constructs; the lean-syntax test fails if they are renamed
export const LITERAL_AUTOLINKS = new Set(['wwwAutolink', 'protocolAutolink', 'emailAutolink']);

// each of those constructs needs one of these in the markdown source itself: `www.` and `http://` or
// `https://` (any case), `@` for an email (also in its `mailto:` and `xmpp:` forms)
const LITERAL_START = /@|www\.|https?:\/\//i;

/**
 * False when no literal autolink can start anywhere in `text`: the lean parser gives the same tree for
 * such a source, and remark-gfm's autolink pass has nothing to do in such a text node (autolink-guard.ts).
 */
export const mayHoldLiteralAutolink = (text: string): boolean => LITERAL_START.test(text);

// a line that opens or closes a fenced code block, indented as in a list item
const FENCE_LINE = /^[ \t]*(`{3,}|~{3,})(.*)$/;
const ESM_LINE = /^(?:import|export)\b/;

/**
 * True when a literal autolink may start on a line outside fenced code (and, with `esm`, MDX's import and
 * export lines). Most pages with a URL have it in a code block (a curl command, a config), where no
 * autolink is made, and an MDX page's `@` is in its imports (`@theme/Tabs`, `@site/...`): all pages of
 * the bench corpus that have one. A guess from the lines alone (a fence in a quote, or one its list item
 * ends, is not told apart), so the lean parse it leads to is checked on its tree
 * (treeMayHoldLiteralAutolink).
 */
export function literalAutolinkOutsideFences(text: string, esm = false): boolean {
  let fence: string | null = null;
  for (const line of text.split('\n')) {
    const run = FENCE_LINE.exec(line);
    if (fence) {
      if (run && run[1]![0] === fence[0] && run[1]!.length >= fence.length && run[2]!.trim() === '') fence = null;
    } else if (run && !(run[1]![0] === '`' && run[2]!.includes('`'))) {
      fence = run[1]!;
    } else if (LITERAL_START.test(line) && !(esm && ESM_LINE.test(line))) {
      return true;
    }
  }
  return false;
}

/**
 * True when a text node or image description of `tree` holds what a literal autolink starts with. A lean
 * parse without any gives the full syntax's tree: the full parse differs first where a literal construct
 * matches, at a place the lean one reads as text, and no other construct starts on the characters of a
 * literal's `www.`, `http://` or `@`, so they stay text (an image's alt once it is an image).
 */
export function treeMayHoldLiteralAutolink(tree: Root): boolean {
  let found = false;
  walk<RootContent>(tree, (node) => {
    if (found) return SKIP;
    if (node.type === 'text' ? mayHoldLiteralAutolink(node.value) : 'alt' in node && !!node.alt && mayHoldLiteralAutolink(node.alt))
      found = true;
  });
  return found;
}

/**
 * Drops remark-gfm's literal-autolink constructs from the micromark syntax (use after remark-gfm). GFM
 * tries them at the start of every word, the email one at every letter or digit after a non-word
 * character: ~10% of what parsing a page of the bench corpus allocates. A parser without them makes
 * the same tree for any source `mayHoldLiteralAutolink` says no to, since a construct that can never
 * match only costs its attempts.
 */
export default function remarkWithoutLiteralAutolinks(this: Processor): void {
  const extensions = (this.data('micromarkExtensions') ?? []) as (SyntaxExtension | SyntaxExtension[])[];
  const lean = (extension: SyntaxExtension): SyntaxExtension => {
    if (!extension.text) return extension;
    const text: SyntaxExtension['text'] = {};
    for (const [code, constructs] of Object.entries(extension.text)) {
      const kept = [constructs ?? []].flat().filter((construct) => !LITERAL_AUTOLINKS.has(construct.name ?? ''));
      if (kept.length > 0) text[code] = kept;
    }
    return { ...extension, text };
  };
  this.data('micromarkExtensions', extensions.map((entry) => (Array.isArray(entry) ? entry.map(lean) : lean(entry))) as never);
}
