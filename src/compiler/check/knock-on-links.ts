import { FILE_START, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { FailedPage } from '../plan/plan-site.ts';

/** How many of a failed page's broken links are named in its summary line. */
const NAMED = 3;

// what a page that failed breaks in the links to it: the page (its route without frontmatter may not be
// the one its frontmatter gives), its Markdown file, and its headings (one whose MDX did not parse)
const KNOCK_ON_RULES = new Set(['broken-link', 'broken-markdown-link', 'broken-anchor']);

/**
 * A page that failed to load (bad frontmatter...) or parse breaks links to it: those links are not problems
 * of their own, so they become one line under the page's error ('9 links to this page...'), which then leads.
 */
export function groupKnockOnLinks(diagnostics: Diagnostic[], failed: FailedPage[]): Diagnostic[] {
  const byTarget = new Map<string, FailedPage>();
  for (const page of failed) {
    byTarget.set(page.abs, page);
    if (page.route) byTarget.set(page.route, page);
  }
  const knockOns = new Map<FailedPage, Diagnostic[]>();
  const kept: Diagnostic[] = [];
  for (const d of diagnostics) {
    const page = KNOCK_ON_RULES.has(d.rule) ? d.targets?.map((t) => byTarget.get(t)).find(Boolean) : undefined;
    if (!page) {
      kept.push(d);
      continue;
    }
    const list = knockOns.get(page) ?? [];
    list.push(d);
    knockOns.set(page, list);
  }
  for (const [page, links] of knockOns) {
    const cause = kept.find((d) => d.file === page.file && d.severity === 'error');
    const at = cause ? { line: cause.line, column: cause.column } : FILE_START;
    const where = links.slice(0, NAMED).map((d) => `${d.file}:${d.line}:${d.column}`);
    const more = links.length > NAMED ? ` and ${links.length - NAMED} more` : '';
    const count = links.length === 1 ? '1 link to this page is' : `${links.length} links to this page are`;
    kept.push({
      file: page.file,
      line: at.line,
      column: at.column,
      severity: links.some((d) => d.severity === 'error') ? 'error' : 'warning',
      message: `${count} broken until the error above is fixed: ${where.join(', ')}${more}`,
      rule: 'failed-page-links',
    });
  }
  return kept;
}
