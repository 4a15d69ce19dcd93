import { toHtml } from 'hast-util-to-html';

// a start tag; quoted values may hold `>`, and a `<` outside tags is always escaped as `&#x3C;`
const startTag = /<[a-zA-Z][a-zA-Z\d-]*(?:\s+[^\s"'>/=]+(?:="[^"]*")?)*\s*\/?>/g;
const urlAttribute = /(\s(?:href|src|poster)=")([^"]*)(")/g;

/** How rehype-stringify writes `value` inside a double-quoted attribute. */
function escapeAttribute(value: string): string {
  const html = toHtml({ type: 'element', tagName: 'a', properties: { href: value }, children: [] });
  return html.slice('<a href="'.length, html.indexOf('"', '<a href="'.length));
}

/**
 * Replaces `href`/`src` values that equal a key of `map` (URLs as in `links`/`assets`) with the
 * mapped URL, escaped as rehype-stringify escapes it; text and other attributes stay untouched.
 */
export function rewriteUrls(html: string, map: Map<string, string>): string {
  if (map.size === 0) return html;
  const written = new Map<string, string>();
  for (const [from, to] of map) written.set(escapeAttribute(from), escapeAttribute(to));
  return rewriteFound(html, written) ?? rewriteEveryTag(html, written);
}

const URL_NAMES = ['href', 'src', 'poster'];

/**
 * The fast way, for the common page: finds each mapped value's `href="..."` (and `src`, `poster`) with
 * indexOf instead of matching every start tag of the page (a warm build of 2,000 pages spent ~185 ms
 * there). A hit counts when it is plainly inside a tag: the last `<` before it (text escapes its own)
 * comes after the last `>`. Anything else, such as the same words inside inline code, or a `>` in an
 * earlier quoted value, is left to the tag-by-tag way: null.
 */
function rewriteFound(html: string, written: Map<string, string>): string | null {
  const hits: { at: number; end: number; to: string }[] = [];
  for (const [from, to] of written) {
    for (const name of URL_NAMES) {
      const needle = `${name}="${from}"`;
      for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, at + needle.length)) {
        if (!/\s/.test(html.charAt(at - 1))) continue;
        if (html.lastIndexOf('>', at) > html.lastIndexOf('<', at)) return null;
        hits.push({ at: at + name.length + 2, end: at + needle.length - 1, to });
      }
    }
  }
  if (hits.length === 0) return html;
  hits.sort((a, b) => a.at - b.at);
  let out = '';
  let last = 0;
  for (const hit of hits) {
    out += html.slice(last, hit.at) + hit.to;
    last = hit.end;
  }
  return out + html.slice(last);
}

function rewriteEveryTag(html: string, written: Map<string, string>): string {
  return html.replace(startTag, (tag) =>
    tag.replace(urlAttribute, (whole, open: string, value: string, close: string) => {
      const next = written.get(value);
      return next === undefined ? whole : open + next + close;
    }),
  );
}
