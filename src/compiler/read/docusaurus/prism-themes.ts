import { prismThemeSchema, type PrismTheme, type PrismThemes } from '../../markdown/prism-theme.ts';
import type { Findings } from './findings.ts';
import { PRISM_REACT_RENDERER_THEMES } from './prism-react-renderer-themes.ts';
import { isRecord } from './plugins.ts';
import { stubName } from './stub.ts';

/**
 * The site's code colours, as Docusaurus picks them: `themeConfig.prism.theme` (palenight when unset, the
 * classic theme's default) in light mode, `darkTheme` (else the light one) in dark mode. Undefined when a
 * theme is not one docgate can read (a stand-in of a package the site has not installed, or not of
 * prism-react-renderer's shape, warned about): docgate's own colours then.
 */
export function prismThemes(themeConfig: unknown, findings: Findings): PrismThemes | undefined {
  const prism = isRecord(themeConfig) && isRecord(themeConfig.prism) ? themeConfig.prism : {};
  const read = (key: 'theme' | 'darkTheme'): PrismTheme | null | undefined => {
    const value = prism[key];
    if (value === undefined) return undefined;
    if (stubName(value) !== null) return null;
    const parsed = prismThemeSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    findings.warnOnce(
      `prism-${key}`,
      ['themeConfig', 'prism', key],
      "is not a Prism theme ({ plain: { color, backgroundColor }, styles: [{ types, style }] }): code keeps docgate's colours",
    );
    return null;
  };
  const light = read('theme') ?? (prism.theme === undefined ? (PRISM_REACT_RENDERER_THEMES.palenight as PrismTheme) : null);
  const dark = read('darkTheme') ?? (prism.darkTheme === undefined ? light : null);
  return light && dark ? { light, dark } : undefined;
}
