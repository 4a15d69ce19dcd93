import { describe, expect, test } from 'vitest';
import { renderPage } from './render-page.ts';

const mdx = (source: string, options = {}) =>
  renderPage(source, { file: 'content/docs/guide/page.mdx', format: 'mdx', siteDir: 'content', ...options });

const TOC = "import TOCInline from '@theme/TOCInline';\n\n";
const HEADINGS = '## Install\n\n### On Linux\n\n## Configure\n\n### Secrets\n\n#### Rotation\n';
const inlineToc = (html: string): string[] =>
  [...(/<div class="toc-inline"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '').matchAll(/>([^<]+)<\/a>/g)].map((m) => m[1]!);

describe('<TOCInline>', () => {
  test('lists the h2 and h3 headings by default, and the levels minHeadingLevel and maxHeadingLevel say', async () => {
    expect(inlineToc((await mdx(`${TOC}<TOCInline toc={toc} />\n\n${HEADINGS}`)).html)).toEqual([
      'Install',
      'On Linux',
      'Configure',
      'Secrets',
    ]);
    const deep = await mdx(`${TOC}<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />\n\n${HEADINGS}`);
    expect(inlineToc(deep.html)).toEqual(['On Linux', 'Secrets', 'Rotation']);
  });

  test('applies a toc.filter on level or value, written with a parameter or a destructured one', async () => {
    const byLevel = await mdx(`${TOC}<TOCInline toc={toc.filter((node) => node.level === 2)} />\n\n${HEADINGS}`);
    expect(inlineToc(byLevel.html)).toEqual(['Install', 'Configure']);
    expect(byLevel.diagnostics).toEqual([]);
    const byValue = await mdx(
      `${TOC}<TOCInline toc={toc.filter(({ value }) => value !== 'Configure' && value !== 'Secrets')} />\n\n${HEADINGS}`,
    );
    expect(inlineToc(byValue.html)).toEqual(['Install', 'On Linux']);
    expect(byValue.html).not.toContain('data-toc-filter');
  });

  test('applies toc.slice(start, end) to the whole toc, then the levels, as Array.prototype.slice and TOCInline do', async () => {
    const rest = await mdx(`${TOC}<TOCInline toc={toc.slice(1)} />\n\n${HEADINGS}`);
    expect(inlineToc(rest.html)).toEqual(['On Linux', 'Configure', 'Secrets']);
    expect(rest.diagnostics).toEqual([]);
    // the last two entries (Secrets, Rotation) dropped
    expect(inlineToc((await mdx(`${TOC}<TOCInline toc={toc.slice(0, -2)} />\n\n${HEADINGS}`)).html)).toEqual([
      'Install',
      'On Linux',
      'Configure',
    ]);
  });

  test('a toc expression it cannot read lists every heading and says why', async () => {
    const page = await mdx(`${TOC}<TOCInline toc={toc.map((node) => node)} />\n\n${HEADINGS}`);
    expect(inlineToc(page.html)).toEqual(['Install', 'On Linux', 'Configure', 'Secrets']);
    expect(page.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining('`toc={toc.map((node) => node)}` on <TOCInline> is not static, so the inline TOC lists every heading'),
    ]);
  });
});

describe('<DocCardList />', () => {
  test("with items={useCurrentSidebarCategory().items}, Docusaurus' documented form, is the current category's cards, without a warning", async () => {
    const page = await mdx(
      "import DocCardList from '@theme/DocCardList';\nimport {useCurrentSidebarCategory} from '@docusaurus/theme-common';\n\n<DocCardList items={useCurrentSidebarCategory().items}/>\n",
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('data-doc-card-list="current"');
  });

  test("without items leaves a list the viewer fills with the current category's cards, without a warning", async () => {
    const page = await mdx("import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n");
    expect(page.html).toBe('<div class="doc-card-list" data-doc-card-list="current"></div>');
    expect(page.diagnostics).toEqual([]);
  });

  test("with cards written inside it shows those (a theme's own DocCard, Ionic's), not the category's", async () => {
    const page = await mdx(
      "import DocCard from '@theme/DocCard';\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList>\n  <DocCard header=\"Official plugins\" href=\"/apis\">\n    <p>Maintained by the team.</p>\n  </DocCard>\n  <DocCard item={{ href: '/docs/community', label: 'Community' }} />\n</DocCardList>\n",
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).not.toContain('data-doc-card-list');
    expect(page.html).toContain('<strong class="doc-card__title" title="Official plugins">Official plugins</strong>');
    expect(page.html).toContain('<p>Maintained by the team.</p>');
    expect(page.html).toContain('<a href="/docs/community"><strong class="doc-card__title" title="Community">📄️ Community</strong></a>');
  });
});

describe('<Translate>', () => {
  test("takes the page's locale's code.json message for its id, else its own text", async () => {
    const source =
      "import Translate, { translate } from '@docusaurus/Translate';\n\n<Translate id=\"hi\">Hello</Translate> and {translate({ id: 'bye', message: 'Goodbye' })} and <Translate id=\"other\">Stay</Translate>\n";
    expect((await mdx(source)).html).toBe('<p>Hello and Goodbye and Stay</p>');
    const french = await mdx(source, { site: { messages: { hi: 'Bonjour', bye: 'Au revoir' } } });
    expect(french.html).toBe('<p>Bonjour and Au revoir and Stay</p>');
  });
});

describe('Markdown partials', () => {
  test("resolve their relative file links and images from the partial's folder, and leave URL paths as written", async () => {
    const page = await mdx("import Part from '../shared/_part.md';\n\n<Part />\n", {
      partials: {
        'content/docs/shared/_part.md': {
          source: 'See [other](./other.md#usage), [up](../intro.mdx), ![logo](./img/logo.png), [url path](./other) and [site](/docs/x).\n',
          lineOffset: 0,
          format: 'md',
        },
      },
    });
    expect(page.links.map((link) => link.url)).toEqual(['../shared/other.md#usage', '../intro.mdx', './other', '/docs/x']);
    expect(page.assets.map((asset) => asset.url)).toEqual(['../shared/img/logo.png']);
  });
});
