// A Docusaurus site's Prism themes (themeConfig.prism.theme and darkTheme, prism-react-renderer's shape),
// which colour its code: the compiler's blocks and, in the viewer, a site component's <CodeBlock> and what
// usePrismTheme gives. Their colours of a block's box here; as shiki themes in prism-shiki-themes.ts.

export interface PrismStyle {
  color?: string | undefined;
  backgroundColor?: string | undefined;
  fontStyle?: string | undefined;
  fontWeight?: string | number | undefined;
  textDecorationLine?: string | undefined;
  opacity?: number | undefined;
}

/** prism-react-renderer's theme: `plain` colours the block, `styles` the token types (a later entry wins). */
export interface PrismTheme {
  plain: PrismStyle;
  styles: { types: string[]; languages?: string[] | undefined; style: PrismStyle }[];
}

/** A site's code colours: the Prism theme of each colour mode. */
export interface PrismThemes {
  light: PrismTheme;
  dark: PrismTheme;
}

/** A CSS colour as `#rrggbb` or `#rrggbbaa` (themes write `rgb(189, 147, 249)`); undefined for one it cannot read. */
export function cssColor(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const color = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(color)?.[1];
  if (hex) return `#${hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex}`;
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(color);
  if (!rgb) return undefined;
  const byte = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? Number.parseFloat(rgb[4]) / 100 : Number(rgb[4]);
  return `#${byte(Number(rgb[1]))}${byte(Number(rgb[2]))}${byte(Number(rgb[3]))}${alpha < 1 ? byte(alpha * 255) : ''}`;
}

/** The plain text's colour and the background of a block in a Prism theme, as `#rrggbb`: black on white (white on black in dark mode) where it sets none. */
export function plainColors(theme: PrismTheme, type: 'light' | 'dark'): { fg: string; bg: string } {
  return {
    fg: cssColor(theme.plain.color) ?? (type === 'light' ? '#000000' : '#ffffff'),
    bg: cssColor(theme.plain.backgroundColor) ?? (type === 'light' ? '#ffffff' : '#000000'),
  };
}

/**
 * The colours of a code block's box in a site's Prism themes, as CSS variables: the plain colour and
 * background of each mode, which the viewer's CSS paints by colour mode (styles/content.css, `[data-prism-theme]`).
 */
export const prismBoxColors = (themes: PrismThemes): Record<string, string> =>
  Object.fromEntries(
    (['light', 'dark'] as const).flatMap((type) => {
      const { fg, bg } = plainColors(themes[type], type);
      return [
        [`--docgate-prism-${type}`, fg],
        [`--docgate-prism-${type}-bg`, bg],
      ];
    }),
  );
