// the announcement bar holds a little inline HTML: keep a few harmless tags, escape everything else
const ALLOWED = /^<(\/?)(a|b|strong|em|i|code|br)(\s+href="[^"<>]*")?\s*\/?>$/i;

const escapeMarkup = (text: string): string =>
  text
    .replace(/&(?![a-z#\d]+;)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** Keeps `<a href>`, `<b>`, `<strong>`, `<em>`, `<i>`, `<code>`, `<br>` and escapes any other markup. */
export function sanitizeInlineHtml(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      const tag = ALLOWED.exec(part);
      if (!tag) return escapeMarkup(part);
      if (tag[3] && /href="\s*javascript:/i.test(tag[3])) return `<${tag[1]}${tag[2]}>`;
      return part;
    })
    .join('');
}
