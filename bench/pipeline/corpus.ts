import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { seededRandom } from '../random.ts';

// A deterministic synthetic docs site: the same `pages` always gives the same bytes, so runs compare.

export interface CorpusOptions {
  pages: number;
  /** pages per sidebar category */
  perSection?: number;
}

const WORDS = (
  'post schedule queue account platform token media upload retry webhook campaign draft publish ' +
  'analytics engagement caption hashtag timezone worker backend frontend deploy environment secret ' +
  'request response header payload cursor page limit error status refresh session user team role ' +
  'calendar slot approval review comment thread reply mention audience channel provider callback'
).split(' ');

// the issue's page shape: fenced blocks of 10-30 lines in ts, bash, json and yaml
const lines = (r: () => number) => 10 + Math.floor(r() * 21);
const CODE: ((n: number, r: () => number) => { lang: string; body: string })[] = [
  (n, r) => {
    const steps = Array.from({ length: lines(r) - 6 }, (_, k) => `  await client.posts.step${k}({ id, attempt: ${(n + k) % 5} });`);
    return {
      lang: 'ts',
      body: [
        "import { createClient } from './client';",
        '',
        `export async function schedulePost${n}(id: string, at: Date): Promise<void> {`,
        `  const client = createClient({ retries: ${n % 5} });`,
        ...steps,
        `  await client.posts.schedule({ id, at: at.toISOString(), queue: 'q-${n % 7}' });`,
        '}',
      ].join('\n'),
    };
  },
  (n, r) => ({
    lang: 'bash',
    body: [
      `# start worker ${n}`,
      ...Array.from({ length: lines(r) - 1 }, (_, k) =>
        k % 3 === 0
          ? `export QUEUE_${k}_CONCURRENCY=${((n + k) % 8) + 1}`
          : k % 3 === 1
            ? `npm run worker -- --queue posts-${(n + k) % 11} --verbose`
            : `curl -s http://localhost:3000/health/${k} | jq .status`,
      ),
    ].join('\n'),
  }),
  (n, r) => {
    const fields = Array.from({ length: lines(r) - 2 }, (_, k) => `  "field${k}": ${k % 2 ? `"value-${n}-${k}"` : (n * k) % 97}`);
    return { lang: 'json', body: ['{', `${fields.join(',\n')}`, '}'].join('\n') };
  },
  (n, r) => ({
    lang: 'yaml',
    body: [
      'services:',
      ...Array.from({ length: Math.floor((lines(r) - 1) / 3) }, (_, k) => [
        `  worker-${n}-${k}:`,
        `    image: app/worker:${(n + k) % 20}`,
        `    restart: unless-stopped`,
      ]).flat(),
    ].join('\n'),
  }),
];

const pick = <T>(r: () => number, list: T[]): T => list[Math.floor(r() * list.length)]!;
const sentence = (r: () => number, words = 14) => {
  const w = Array.from({ length: words }, () => pick(r, WORDS));
  return `${w[0]![0]!.toUpperCase()}${w.join(' ').slice(1)}.`;
};
const paragraph = (r: () => number, sentences = 4) =>
  Array.from({ length: sentences }, () => sentence(r, 10 + Math.floor(r() * 10))).join(' ');

const sectionName = (s: number) => `section-${String(s + 1).padStart(2, '0')}`;
const pageName = (i: number) => `page-${String(i + 1).padStart(5, '0')}`;

/** Writes the corpus under `dir` (replacing it): site.config.json, docs in categories, a home page, two posts. */
export async function generateCorpus(dir: string, { pages, perSection = 50 }: CorpusOptions): Promise<{ files: number }> {
  await rm(dir, { recursive: true, force: true });
  const files = new Map<string, string>();
  files.set('site.config.json', JSON.stringify(siteConfig(), null, 2));
  files.set(
    'pages/index.md',
    '---\ntitle: Home\n---\n\n# Synthetic docs\n\nA generated site for benchmarks. Start with the [introduction](/docs/intro).\n',
  );
  files.set(
    'docs/intro.md',
    `---\nsidebar_position: 1\n---\n\n# Introduction\n\n${paragraph(seededRandom(1))}\n\nThe first guide is [here](./${sectionName(0)}/${pageName(0)}.md).\n`,
  );
  const sections = Math.ceil((pages - 1) / perSection);
  for (let s = 0; s < sections; s++) {
    files.set(`docs/${sectionName(s)}/_category_.json`, JSON.stringify({ label: `Section ${s + 1}`, position: s + 2 }, null, 2));
  }
  const docCount = pages - 1;
  for (let i = 0; i < docCount; i++) {
    // every fifth doc is MDX (DESIGN.md: a share of the corpus), the rest Markdown
    const name = `docs/${sectionName(Math.floor(i / perSection))}/${pageName(i)}`;
    if (isMdx(i)) files.set(`${name}.mdx`, `${doc(i, docCount, perSection)}\n${mdxExtras(i)}`);
    else files.set(`${name}.md`, doc(i, docCount, perSection));
  }
  files.set('docs/_shared.mdx', SHARED_PARTIAL);
  // the site component MDX pages use: a real one, so the build bundles it as a site's would be
  files.set('src/components/Highlight.jsx', HIGHLIGHT_COMPONENT);
  files.set('blog/tags.yml', 'release:\n  label: Release\n  permalink: /release\nroadmap:\n  label: Roadmap\n  permalink: /roadmap\n');
  files.set('blog/authors.yml', 'alex:\n  name: Alex Writer\n  title: Maintainer\n');
  files.set(
    'blog/2025-01-10-release.md',
    `---\ntitle: Release notes\nauthors: [alex]\ntags: [release]\n---\n\n${paragraph(seededRandom(2))}\n\n<!-- truncate -->\n\n${paragraph(seededRandom(3))}\n`,
  );
  files.set('blog/2025-02-14-roadmap.md', `---\ntitle: Roadmap\nauthors: [alex]\ntags: [roadmap]\n---\n\n${paragraph(seededRandom(4))}\n`);

  const made = new Set<string>();
  for (const [path, text] of files) {
    const target = join(dir, path);
    if (!made.has(dirname(target))) {
      await mkdir(dirname(target), { recursive: true });
      made.add(dirname(target));
    }
    await writeFile(target, text);
  }
  return { files: files.size };
}

function siteConfig() {
  return {
    title: 'Synthetic Docs',
    tagline: 'A generated site for benchmarks',
    url: 'https://docs.example.com',
    baseUrl: '/',
    navbar: { title: 'Synthetic', items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs', position: 'left' }] },
    footer: { style: 'dark', links: [], copyright: 'Copyright 2025' },
  };
}

/** Which docs of the corpus are MDX. */
export const isMdx = (i: number): boolean => i % 5 === 4;

// the component of Docusaurus' own MDX guide
const HIGHLIGHT_COMPONENT = `export default function Highlight({ children, color }) {
  return <span style={{ backgroundColor: color, borderRadius: '2px', color: '#fff', padding: '0.2rem' }}>{children}</span>;
}
`;

const SHARED_PARTIAL = ':::note[Shared by {props.product}]\nThis note comes from a partial that many pages import.\n:::\n';

/** The MDX a page of the corpus adds: imports, Tabs of code blocks, details, expressions, a partial and a site component. */
export function mdxExtras(i: number): string {
  const r = seededRandom(i + 5000);
  const [a, b] = [CODE[i % CODE.length]!(i, r), CODE[(i + 1) % CODE.length]!(i + 1, r)];
  return [
    "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Shared from '../_shared.mdx';\nimport Highlight from '@site/src/components/Highlight';",
    `export const version = '${(i % 9) + 1}.${i % 10}';`,
    `## Variants`,
    `Version {version} of the {frontMatter.title}, with {${i % 7} * 24} hours a week. ${sentence(r, 10)}`,
    `<Tabs groupId="variant">\n  <TabItem value="a" label="First">\n\n\`\`\`${a.lang}\n${a.body}\n\`\`\`\n\n  </TabItem>\n  <TabItem value="b" label="Second">\n\n\`\`\`${b.lang}\n${b.body}\n\`\`\`\n\n  </TabItem>\n</Tabs>`,
    `<details>\n  <summary>${sentence(r, 5)}</summary>\n\n  ${paragraph(r, 2)}\n</details>`,
    `<Shared product="${pick(r, WORDS)}" />`,
    `${sentence(r, 8)} <Highlight color="#25c2a0">${pick(r, WORDS)}</Highlight> ${sentence(r, 6)}`,
  ].join('\n\n');
}

/** What `mdxExtras(i)` says, written as Markdown of about the same size: its twin for the per-page cost ratio. */
export function markdownExtras(i: number): string {
  const r = seededRandom(i + 5000);
  const [a, b] = [CODE[i % CODE.length]!(i, r), CODE[(i + 1) % CODE.length]!(i + 1, r)];
  return [
    `<!-- imports: Tabs, TabItem, a partial and a site component, about as many characters as MDX spends on them -->`,
    `## Variants`,
    `Version ${(i % 9) + 1}.${i % 10} of the guide, with ${(i % 7) * 24} hours a week. ${sentence(r, 10)}`,
    `**First**\n\n\`\`\`${a.lang}\n${a.body}\n\`\`\`\n\n**Second**\n\n\`\`\`${b.lang}\n${b.body}\n\`\`\``,
    `**${sentence(r, 5)}**\n\n${paragraph(r, 2)}`,
    `:::note[Shared by ${pick(r, WORDS)}]\nThis note comes from a partial that many pages import.\n:::`,
    `${sentence(r, 8)} **${pick(r, WORDS)}** ${sentence(r, 6)}`,
  ].join('\n\n');
}

/** One doc: frontmatter, ~975 words under h2/h3 sections with lists and a table, 2-3 code blocks, two links to other docs. */
export function doc(i: number, total: number, perSection: number): string {
  const r = seededRandom(i + 1000);
  const title = `${pick(r, WORDS)} ${pick(r, WORDS)} guide ${i + 1}`;
  const linkTo = (j: number) => {
    const target = j % total;
    const same = Math.floor(target / perSection) === Math.floor(i / perSection);
    // a link names the file as it is on disk, as an author's editor would complete it
    const file = `${pageName(target)}.${isMdx(target) ? 'mdx' : 'md'}`;
    const path = same ? `./${file}` : `../${sectionName(Math.floor(target / perSection))}/${file}`;
    return `[${pageName(target)}](${path})`;
  };
  const codeCount = 2 + (i % 2);
  const codes = Array.from({ length: codeCount }, (_, k) => CODE[(i + k) % CODE.length]!(i * 3 + k, r));
  const fence = (code: { lang: string; body: string }) => `\`\`\`${code.lang}\n${code.body}\n\`\`\``;
  const parts = [
    `---\ntitle: ${title}\ndescription: ${sentence(r, 8)}\nsidebar_position: ${(i % perSection) + 1}\n---`,
    `# ${title}`,
    paragraph(r, 8),
    `${paragraph(r, 3)} See also ${linkTo(i + 1)}.`,
    `## Overview`,
    paragraph(r, 8),
    Array.from({ length: 5 }, () => `- ${sentence(r, 8)}`).join('\n'),
    `### Requirements`,
    paragraph(r, 7),
    `1. ${sentence(r, 6)}\n2. ${sentence(r, 6)}\n3. ${sentence(r, 6)}`,
    `## Configuration`,
    paragraph(r, 7),
    '| Option | Default | Description |\n| --- | --- | --- |\n' +
      Array.from({ length: 5 }, (_, k) => `| \`${pick(r, WORDS)}_${k}\` | \`${k * 10}\` | ${sentence(r, 7)} |`).join('\n'),
    fence(codes[0]!),
    `### Environment`,
    paragraph(r, 6),
    fence(codes[1]!),
    `## Usage`,
    paragraph(r, 8),
    paragraph(r, 4),
    codes[2] ? fence(codes[2]) : '',
    `### Troubleshooting`,
    paragraph(r, 6),
    `> ${sentence(r, 12)} Read ${linkTo(i + perSection)} for details.`,
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}
