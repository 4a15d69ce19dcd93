import { createHighlighter, type Highlighter } from 'shiki';
import { beforeAll, describe, expect, test } from 'vitest';
import { pairThemes } from '../../../src/compiler/markdown/paired-themes.ts';
import { prismThemeSchema, shikiThemes } from '../../../src/compiler/markdown/prism-theme.ts';
import { PRISM_REACT_RENDERER_THEMES } from '../../../src/compiler/read/docusaurus/prism-react-renderer-themes.ts';

// the one-tokenization path must give exactly the html of shiki's own two-theme rendering
const samples: Record<string, string> = {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is TypeScript with a template literal in it
  ts: "import { createClient } from './client';\n\n// schedule it\nexport async function run(id: string): Promise<void> {\n  const n = 0x1f; await client.posts.schedule({ id, at: `${n}` });\n}",
  tsx: 'export const A = () => <div className="x" onClick={() => go(1)}>{/* c */}Hi</div>;',
  python:
    'def publish(post, client):\n    """publish one post"""\n    for attempt in range(3):\n        if client.send(post):  # sent\n            return True',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is a shell script with a parameter expansion in it
  bash: '# start\nexport QUEUE=1\nnpm run worker -- --queue posts | jq .status\ncat <<EOF > f\n$HOME ${X:-d}\nEOF',
  json: '{\n  "id": "post-1",\n  "platforms": ["twitter", "linkedin"],\n  "retries": 2, "ok": true, "none": null\n}',
  yaml: 'services:\n  worker:\n    image: app/worker:1 # pinned\n    environment:\n      REDIS_URL: "redis://redis:6379/0"',
  sql: "select id, scheduled_at\nfrom posts\nwhere team_id = 7 and status = 'queued' -- only queued\norder by scheduled_at limit 10;",
  // bold, italic, underline and strike-through tokens, and blanks before them (merged differently by shiki
  // for one theme and for two)
  markdown: '# Title\n\n**bold** _it_ ~~gone~~ [link](https://x.dev) `code`\n\n- item\n> quote',
  diff: '--- a\n+++ b\n@@ -1 +1 @@\n-old\n+new',
  css: '.a { color: red; } /* c */\n@media (min-width: 40em) { .b::after { content: "x"; } }',
  html: '<!doctype html>\n<div class="a"><!-- c --><b>x</b><script>let a = 1;</script></div>',
  text: 'plain text\n\n  indented',
};

// shiki stops tokenizing a line after 500 ms by default: on a loaded machine the first line of a grammar
// (its regexes compile then) ran past it now and then, and that side came out plain (the renderer sets
// its own far limit for the same reason, markdown/highlighter.ts)
const NO_TIME_LIMIT = 0;

let highlighter: Highlighter;
beforeAll(async () => {
  highlighter = await createHighlighter({
    themes: ['github-light', 'github-dark', 'nord', 'min-light'],
    langs: Object.keys(samples).filter((l) => l !== 'text'),
  });
});

/** Every sample highlighted with the pairing of `light` and `dark` and with shiki's two tokenizations. */
async function expectPairedLikeShiki(light: string, dark: string): Promise<void> {
  const pairing = await pairThemes(highlighter, light, dark);
  expect(pairing).not.toBeNull();
  for (const [lang, code] of Object.entries(samples)) {
    const twice = highlighter.codeToHtml(code, { lang, themes: { light, dark }, defaultColor: false, tokenizeTimeLimit: NO_TIME_LIMIT });
    const once = highlighter.codeToHtml(code, {
      lang,
      tokenizeTimeLimit: NO_TIME_LIMIT,
      theme: pairing!.theme,
      mergeWhitespaces: false,
      transformers: [pairing!.transformer],
    });
    expect(once, lang).toBe(twice);
  }
}

describe('pairThemes', () => {
  // twelve grammars' first lines compile their regexes: seconds on a loaded machine
  test("github-light and github-dark pair: one tokenization gives shiki's two-theme html for every language", {
    timeout: 30_000,
  }, async () => {
    await expectPairedLikeShiki('github-light', 'github-dark');
    const pairing = await pairThemes(highlighter, 'github-light', 'github-dark');
    // the samples do reach the styles the mapping has to carry over
    const markdown = highlighter.codeToHtml(samples.markdown!, {
      lang: 'markdown',
      theme: pairing!.theme,
      mergeWhitespaces: false,
      transformers: [pairing!.transformer],
    });
    expect(markdown).toContain('--shiki-dark-text-decoration:line-through');
    expect(markdown).toContain('--shiki-light-font-style:italic');
  });

  test("a site's Prism themes pair though their font styles differ (github's comments italic, dracula's keywords)", {
    timeout: 30_000,
  }, async () => {
    const prism = shikiThemes({
      light: prismThemeSchema.parse(PRISM_REACT_RENDERER_THEMES.github),
      dark: prismThemeSchema.parse(PRISM_REACT_RENDERER_THEMES.dracula),
    });
    await highlighter.loadTheme(prism.light, prism.dark);
    await expectPairedLikeShiki(prism.light.name!, prism.dark.name!);
  });

  test('themes whose rules differ do not pair, so highlighting falls back to two tokenizations', async () => {
    expect(await pairThemes(highlighter, 'github-light', 'nord')).toBeNull();
    expect(await pairThemes(highlighter, 'min-light', 'github-dark')).toBeNull();
  });
});
