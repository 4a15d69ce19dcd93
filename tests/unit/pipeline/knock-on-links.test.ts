import { describe, expect, it } from 'vitest';
import { formatDiagnostic, sortDiagnostics } from '../../../src/compiler/diagnostics/diagnostic.ts';
import { compilerFor, memorySite } from './helpers.ts';

const linking = (n: number) => `# Page ${n}\n\nSee [the setup](./setup.md) and [the page](/docs/setup).\n`;

describe('links to a page that failed to load', () => {
  it('are one line under the cause, which comes first, instead of a broken link each', async () => {
    const site = memorySite({
      'docs/a-first.md': linking(1),
      'docs/b-second.md': linking(2),
      'docs/c-third.md': linking(3),
      'docs/setup.md': '---\ntitle: [oops\n---\n\n# Setup\n',
      'docs/a-zero.md': '# Last\n\nA link to [nowhere](/docs/nowhere).\n',
      'pages/index.md': '---\nhero:\n  title: Hi\n  actions:\n    - label: Start\n      to: /docs/setup\n---\n\n# Home\n',
    });
    const result = await compilerFor(site).build();
    expect(result.manifest).toBeNull();
    expect(sortDiagnostics(result.diagnostics).map(formatDiagnostic)).toEqual([
      'content/docs/setup.md:2:13 error Invalid YAML frontmatter: Flow sequence in block collection must be sufficiently indented and end with a ] (frontmatter)',
      'content/docs/setup.md:2:13 error 7 links to this page are broken until the error above is fixed: content/docs/a-first.md:3:5, content/docs/a-first.md:3:33, content/docs/b-second.md:3:5 and 4 more (failed-page-links)',
      "content/docs/a-zero.md:3:11 error Broken link '/docs/nowhere': the site has no page /docs/nowhere (broken-link)",
    ]);
  });

  it('into a page whose MDX does not parse are one line under its error, not a missing anchor each', async () => {
    const site = memorySite({
      'docs/a.mdx': '# A\n\n## Timeouts\n\n{1 +}\n',
      'docs/b.md': '# B\n\nSee [timeouts](./a.mdx#timeouts) and [again](/docs/a#timeouts), and [here](#nowhere).\n',
    });
    const result = await compilerFor(site).build();
    expect(sortDiagnostics(result.diagnostics).map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^content\/docs\/a\.mdx:5:5 error MDX syntax error: /),
      'content/docs/a.mdx:5:5 warning 2 links to this page are broken until the error above is fixed: content/docs/b.md:3:5, content/docs/b.md:3:38 (failed-page-links)',
      "content/docs/b.md:3:69 warning Link '#nowhere' points to a missing anchor '#nowhere' on /docs/b (broken-anchor)",
    ]);
  });

  it('are reported as broken links again once the page is gone', async () => {
    const site = memorySite({ 'docs/a-first.md': linking(1) });
    const result = await compilerFor(site).build();
    expect(result.diagnostics.map((d) => d.rule)).toEqual(['broken-markdown-link', 'broken-link']);
  });
});
