import type { Processor } from 'unified';

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
