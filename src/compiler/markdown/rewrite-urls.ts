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
  return html.replace(startTag, (tag) =>
    tag.replace(urlAttribute, (whole, open: string, value: string, close: string) => {
      const next = written.get(value);
      return next === undefined ? whole : open + next + close;
    }),
  );
}
