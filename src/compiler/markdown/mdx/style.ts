// `style={{marginTop: 8}}` -> `margin-top:8px`: the declarations a docs page needs, never ones that load
// or run something (url(), expression(), javascript:, escapes that could spell them)

const UNITLESS = new Set([
  'opacity',
  'zIndex',
  'fontWeight',
  'lineHeight',
  'flex',
  'flexGrow',
  'flexShrink',
  'order',
  'zoom',
  'columnCount',
  'gridRow',
  'gridColumn',
]);

/** A value that could load or run something, whatever the property. */
export const UNSAFE_STYLE = /url\s*\(|expression\s*\(|image-set\s*\(|javascript:|@import|[\\<>{}"]/i;
const PROPERTY = /^-{0,2}[a-zA-Z][a-zA-Z\d-]*$/;

const kebab = (name: string): string => (name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

/** The style string of a JSX style object; unsafe or unreadable declarations are left out and named. */
export function styleString(style: unknown): { css: string; dropped: string[] } {
  const dropped: string[] = [];
  const declarations: string[] = [];
  const entries = typeof style === 'string' ? parseCss(style) : typeof style === 'object' && style !== null ? Object.entries(style) : null;
  if (!entries) return { css: '', dropped: [String(style)] };
  for (const [name, raw] of entries) {
    if (raw === null || raw === undefined || raw === false || raw === '') continue;
    const value = typeof raw === 'number' ? (raw !== 0 && !UNITLESS.has(name) ? `${raw}px` : String(raw)) : raw;
    if (typeof value !== 'string' || !PROPERTY.test(name) || UNSAFE_STYLE.test(value) || value.includes(';')) {
      dropped.push(name);
      continue;
    }
    declarations.push(`${kebab(name)}:${value.trim()}`);
  }
  return { css: declarations.join(';'), dropped };
}

/** `color: red; margin: 0` -> entries; camelCase names as JSX would have them */
function parseCss(text: string): [string, unknown][] {
  return text
    .split(';')
    .map((part) => part.split(':'))
    .filter((pair) => pair.length >= 2 && pair[0]!.trim() !== '')
    .map(([name, ...value]) => [name!.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), value.join(':')]);
}

/**
 * An HTML element's `style` attribute as `styleString` writes it (`display: flex; gap: 8px` ->
 * `display:flex;gap:8px`, the form the sanitizer's style rule reads), declarations that could load or run
 * something left out; the attribute goes when none is left. Gives the names of those left out (`background-image`).
 */
export function normalizeStyleAttribute(properties: Record<string, unknown>): string[] {
  if (typeof properties.style !== 'string') return [];
  const { css, dropped } = styleString(properties.style);
  if (css === '') delete properties.style;
  else properties.style = css;
  return dropped.map(kebab);
}
