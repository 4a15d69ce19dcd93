import { createHash } from 'node:crypto';
import type { ThemeRegistration } from 'shiki';
import { z } from 'zod';
import type { PrismTheme, PrismThemes } from '../../contracts/prism-theme.ts';
import { prismShikiThemes } from '../../contracts/prism-shiki-themes.ts';

// A Docusaurus site's Prism themes as its config gives them, checked; what they make of shiki's tokens is
// src/contracts/prism-theme.ts, which the viewer shares for a site component's <CodeBlock>.

export type { PrismTheme, PrismThemes };

// loose: site code's usePrismTheme gets a theme as written (a style's textShadow too), as Docusaurus gives it
const styleSchema = z.looseObject({
  color: z.string().optional(),
  backgroundColor: z.string().optional(),
  fontStyle: z.string().optional(),
  fontWeight: z.union([z.string(), z.number()]).optional(),
  textDecorationLine: z.string().optional(),
  opacity: z.number().optional(),
});

/** prism-react-renderer's theme: `plain` colours the block, `styles` the token types (a later entry wins). */
export const prismThemeSchema: z.ZodType<PrismTheme> = z.looseObject({
  plain: styleSchema,
  styles: z.array(z.object({ types: z.array(z.string()), languages: z.array(z.string()).optional(), style: styleSchema })),
});

/** The shiki themes of a site's Prism themes, named by their content (`prism-<hash>-light`). */
export function shikiThemes(themes: PrismThemes): { light: ThemeRegistration; dark: ThemeRegistration } {
  return prismShikiThemes(themes, `prism-${createHash('sha256').update(JSON.stringify(themes)).digest('hex').slice(0, 12)}`);
}
