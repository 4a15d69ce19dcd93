import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LinkPolicy, SiteLayout } from '../read/layout.ts';

const RULES: Record<string, keyof SiteLayout['links']> = {
  'broken-link': 'brokenLinks',
  'broken-anchor': 'brokenAnchors',
  'broken-markdown-link': 'brokenMarkdownLinks',
  'duplicate-route': 'duplicateRoutes',
};

const SEVERITY: Record<Exclude<LinkPolicy, 'ignore'>, Diagnostic['severity']> = { throw: 'error', warn: 'warning' };

/**
 * Link problems as the site asks (Docusaurus' onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks,
 * onDuplicateRoutes):
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
