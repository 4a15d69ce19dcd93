import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../../../src/compiler/diagnostics/diagnostic.ts';
import { readPartials } from '../../../src/compiler/read/partials.ts';
import { renderPage } from './render-page.ts';

// A Markdown partial from a package (ionic-docs imports its generated API tables from
// '@ionic-internal/component-api/v9/button/props.md'): inlined from the site's node_modules, and a
// warning, not an error, when the package is not installed (as a site component from a missing package).
const PAGE =
  "import Props from '@acme/api-docs/button/props.md';\nimport Events from '@acme/not-installed/button/events.md';\n\n# Button\n\n<Props />\n\n<Events />\n";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docgate-package-partials-'));
  await mkdir(join(root, 'site/node_modules/@acme/api-docs/button'), { recursive: true });
  await writeFile(
    join(root, 'site/node_modules/@acme/api-docs/button/props.md'),
    '## Properties\n\n| Name | Type |\n| --- | --- |\n| color | string |\n',
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('Markdown partials from packages', () => {
  test("inlines an installed package's partial and warns about one that is not installed", async () => {
    const file = 'site/docs/button.mdx';
    const partials = readPartials(root, file, PAGE, 'site', { markdown: { format: 'detect' } }).sources;
    expect(Object.keys(partials)).toEqual(['site/node_modules/@acme/api-docs/button/props.md']);
    const page = await renderPage(PAGE, { file, format: 'mdx', partials, siteDir: 'site', frontMatter: {} });
    expect(page.html).toContain('<h2 id="properties">');
    expect(page.html).toContain('<td>color</td>');
    expect(page.diagnostics.map((d) => formatDiagnostic(d))).toEqual([
      "site/docs/button.mdx:2:1 warning Cannot inline <Events>: '@acme/not-installed' is not installed (expected it in the site's node_modules), so it shows nothing; run npm install in the site folder (mdx-partial)",
    ]);
  });
});

describe('HTML that Docusaurus pages write in MDX', () => {
  test('<head> (title and meta for search engines) is left out without a word; <section> renders', async () => {
    const source =
      '<head>\n  <title>Buttons | Ionic</title>\n  <meta name="description" content="Buttons" />\n</head>\n\n# Buttons\n\n<section>\n\nText in a section.\n\n</section>\n';
    const page = await renderPage(source, { file: 'site/docs/buttons.mdx', format: 'mdx', partials: {}, siteDir: 'site', frontMatter: {} });
    expect(page.diagnostics).toEqual([]);
    expect(page.html).not.toContain('Ionic');
    expect(page.html).toContain('<section><p>Text in a section.</p></section>');
  });
});
