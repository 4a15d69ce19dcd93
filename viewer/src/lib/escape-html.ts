const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** `text` as HTML that shows it as written. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPED[char]!);
