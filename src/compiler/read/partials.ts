import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PartialSource } from '../markdown/types.ts';
import { PARTIAL_FILE, rawLoaderTarget, resolvePartial } from '../markdown/mdx/resolve.ts';
import type { SiteConfig } from './config/schema.ts';
import { parseFrontmatter } from './frontmatter.ts';
import { pageFormat } from './format.ts';

// The renderer runs in worker threads and reads no files: the Markdown partials an MDX page imports, and
// the files it imports as text (`raw-loader!`),
// (and theirs) are read here and travel with the page's render input, so its cache key covers them.

// `import Name from './_partial.md'`; the renderer reports what this misses (a partial that is not found)
// (also after a `;` on one line: `import A from './_a.md'; import B from './_b.md';`)
// `import Part from './_part.md'`, with named imports beside it too (`import V, { K8S } from ...`: vcluster's)
const IMPORT = /(?:^|;)[ \t]*import\s+[\w$]+(?:\s*,\s*\{[^}]*\})?\s+from\s*['"]([^'"\n]+)['"]/gm;
const MAX_PARTIALS = 50;

export interface Partials {
  /** by path relative to the project root */
  sources: Record<string, PartialSource>;
  /** the files read, relative to the project root: a change to one renders the page again */
  files: string[];
}

// Docusaurus' webpack resolve.extensions, in its order
const WEBPACK_EXTENSIONS = ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];

/** The text of the first of `files` (relative to `root`) that can be read, else null. */
function readFirst(root: string, files: string[]): string | null {
  for (const file of files) {
    try {
      return readFileSync(join(root, file), 'utf8');
    } catch {
      // the next one
    }
  }
  return null;
}

function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/** Reads the partials `source` (the body of `file`) imports, transitively. */
export function readPartials(
  root: string,
  file: string,
  source: string,
  siteDir: string,
  config: Pick<SiteConfig, 'markdown'>,
  aliases: Record<string, string> = {},
  /** a Docusaurus config's markdown.preprocessor (SiteLayout.preprocess), which Docusaurus runs on partials too */
  preprocess?: (file: string, text: string) => string,
): Partials {
  const sources: Record<string, PartialSource> = {};
  const queue: { from: string; text: string }[] = [{ from: file, text: source }];
  while (queue.length > 0 && Object.keys(sources).length < MAX_PARTIALS) {
    const { from, text } = queue.shift()!;
    if (!text.includes('import')) continue;
    for (const match of text.matchAll(IMPORT)) {
      // a JS string: Prettier writes `'./\_intro.md'` in .md files (react-native-website), which is `./_intro.md`
      const specifier = match[1]!.replace(/\\(.)/g, '$1');
      // a file imported as text (`!!raw-loader!./x.js`): its text is the value, nothing in it is read
      const raw = rawLoaderTarget(specifier);
      if (raw === null && !PARTIAL_FILE.test(specifier)) continue;
      const target = resolvePartial(from, raw ?? specifier, siteDir, aliases);
      if (target === null || target in sources) continue;
      // `!!raw-loader!../code/server` is server.js to webpack, which tries its extensions in turn
      const bytes = readFirst(root, raw === null ? [target] : [target, ...WEBPACK_EXTENSIONS.map((ext) => `${target}${ext}`)]);
      if (bytes === null) continue;
      if (raw !== null) {
        sources[target] = { source: bytes, lineOffset: 0, format: 'raw' };
        continue;
      }
      // one it fails on is read as written: the page importing it is what the build reports on
      const text = preprocess ? attempt(() => preprocess(join(root, target), bytes), bytes) : bytes;
      const parsed = parseFrontmatter(target, text);
      const body = parsed.ok ? parsed.value.body : text;
      const format = pageFormat(target, parsed.ok ? parsed.value.data : {}, config);
      sources[target] = { source: body, lineOffset: parsed.ok ? parsed.value.lineOffset : 0, format };
      queue.push({ from: target, text: body });
    }
  }
  return { sources, files: Object.keys(sources) };
}
