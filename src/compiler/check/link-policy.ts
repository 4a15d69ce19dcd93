import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { skippedRemarkNote, unrunPluginsNote } from '../diagnostics/unrun-plugins.ts';
import type { LinkPolicy, SiteLayout } from '../read/layout.ts';

const RULES: Record<string, keyof SiteLayout['links']> = {
  'broken-link': 'brokenLinks',
  'broken-anchor': 'brokenAnchors',
  'broken-markdown-link': 'brokenMarkdownLinks',
  'broken-markdown-image': 'brokenMarkdownImages',
  'duplicate-route': 'duplicateRoutes',
};

const SEVERITY: Record<Exclude<LinkPolicy, 'ignore'>, Diagnostic['severity']> = { throw: 'error', warn: 'warning' };

/**
 * Link problems as the site asks (Docusaurus' onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks,
 * onBrokenMarkdownImages, onDuplicateRoutes):
 * `throw` makes them errors, `warn` warnings, `ignore` drops them; other diagnostics pass unchanged.
 */
export function applyLinkPolicies(diagnostics: Diagnostic[], links: SiteLayout['links'], only?: string[]): Diagnostic[] {
  return diagnostics.flatMap((d) => {
    const setting = RULES[d.rule];
    if (!setting || (only && !only.includes(d.rule))) return [d];
    const policy = links[setting];
    if (policy === 'ignore') return [];
    const severity = SEVERITY[policy];
    return severity === d.severity ? [d] : [{ ...d, severity }];
  });
}

/**
 * Broken links a site's plugins may make good: with plugins docgate does not run that add pages, or
 * remark plugins that are not installed, a link to a page the site's own content lacks is a warning
 * naming them, not an error that stops the build.
 */
export function linksToUnrunPlugins(
  diagnostics: Diagnostic[],
  plugins: readonly string[] | undefined,
  remarkSkipped: readonly string[] = [],
): Diagnostic[] {
  if ((!plugins || plugins.length === 0) && remarkSkipped.length === 0) return diagnostics;
  // a link a skipped remark plugin rewrites is the more likely story: it is written in the page itself
  const note = remarkSkipped.length > 0 ? skippedRemarkNote(remarkSkipped) : unrunPluginsNote(plugins!, 'that page');
  const soften = (d: Diagnostic, why: string): Diagnostic => ({ ...d, severity: 'warning', message: `${d.message}${why}` });
  return diagnostics.map((d) => {
    if (d.severity !== 'error') return d;
    if (d.rule === 'broken-link') return soften(d, note);
    // a Markdown link or image a skipped remark plugin rewrites (`@acme_img/x.png` -> `/img/x.png`: ziti-doc's
    // 26 images stopped its build); no plugin that adds pages makes an image
    if (remarkSkipped.length > 0 && d.rule === 'broken-markdown-link') return soften(d, skippedRemarkNote(remarkSkipped));
    if (remarkSkipped.length > 0 && d.rule === 'broken-markdown-image') return soften(d, skippedRemarkNote(remarkSkipped, 'image'));
    return d;
  });
}
