import { createHash } from 'node:crypto';
import type { Element, ElementContent, Properties } from 'hast';
import {
  bundledLanguages,
  createHighlighter,
  isPlainLang,
  isSpecialLang,
  type BundledLanguage,
  type Highlighter,
  type ThemedToken,
} from 'shiki';
import { markHighlightedLines, parseCodeMeta } from '../../contracts/code-meta.ts';
import { pairThemes, type Pairing } from './paired-themes.ts';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, HIGHLIGHT_CLASS, type MagicComment } from './magic-comments.ts';
import { SeenTwiceCache } from './seen-twice-cache.ts';
import { shikiLanguage } from './prism-languages.ts';
import { prismLines, prismStyles, type PrismStyles } from './prism-tokens.ts';
import { shikiThemes, type PrismThemes } from './prism-theme.ts';
import { prismBoxColors } from '../../contracts/prism-theme.ts';
import type { PrismLanguage } from './prism-grammars.ts';

// One highlighter per process (per worker thread), made on first use; grammars load on demand, and a
// highlighted block is cached: watch rebuilds and repeated snippets are free. Most blocks of a build are
// seen once, so new blocks wait in a small first-sight cache and move to the main one on a second use;
// caching every block held ~15 MB a thread of a 1,000-page build for nothing.

const themes = { light: 'github-light', dark: 'github-dark' } as const;
const THEME_NAMES = new Set<string>(Object.values(themes));

/** The themes a block is coloured in (docgate's, or a site's Prism themes), as loaded on the highlighter. */
export interface Palette {
  themes: { light: string; dark: string };
  /** one tokenization for both themes where they pair (paired-themes.ts); null: shiki's two tokenizations */
  pairing: Pairing | null;
  /** a site's themes: the block's own colours, for the viewer to paint its box with (`data-prism-theme`) */
  box?: Properties;
  /** the colours of Prism's token types, made on the first block in a language only Prism knows */
  tokenStyles?: PrismStyles;
  styling?: Promise<void>;
}
// about 60 bytes of heap per character of code (bench/pipeline): 1M characters is ~60 MB
const reusedCharacterLimit = 1_000_000;
const firstSightCharacterLimit = 100_000;

let highlighter: Promise<Highlighter> | undefined;
// the palettes loaded on the highlighter, by their themes' names: docgate's ('') made with it
let defaultPalette: Palette | undefined;
const palettes = new Map<string, Promise<Palette>>();
const grammars = new Map<string, Promise<void>>();
const blocks = new SeenTwiceCache<Element>(firstSightCharacterLimit, reusedCharacterLimit);

/** The shiki language id for a fence's language, `text` when none is given, null when shiki has no grammar. */
export function resolveLanguage(lang: string | null | undefined): string | null {
  if (!lang) return 'text';
  const id = shikiLanguage(lang.toLowerCase());
  if (isPlainLang(id)) return 'text';
  if (isSpecialLang(id) || Object.hasOwn(bundledLanguages, id)) return id;
  return null;
}

/** The process-wide highlighter, with the grammars of `langs` loaded. */
export async function loadHighlighter(langs: Iterable<string>): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [themes.light, themes.dark], langs: [] }).then(async (made) => {
    defaultPalette = { themes, pairing: await pairThemes(made, themes.light, themes.dark) };
    return made;
  });
  const ready = await highlighter;
  const pending: Promise<unknown>[] = [];
  for (const lang of langs) {
    if (isSpecialLang(lang)) continue;
    let loading = grammars.get(lang);
    if (!loading) {
      loading = ready.loadLanguage(lang as BundledLanguage);
      grammars.set(lang, loading);
    }
    pending.push(loading);
  }
  await Promise.all(pending);
  return ready;
}

/**
 * The palette of a site's Prism themes (docgate's without), loaded on the highlighter once, with the
 * colours of Prism's token types when `prism` (a block in a language only Prism knows, prism-tokens.ts).
 */
export async function loadPalette(ready: Highlighter, site: PrismThemes | undefined, prism = false): Promise<Palette> {
  let palette: Palette;
  if (site) {
    const made = shikiThemes(site);
    const key = `${made.light.name} ${made.dark.name}`;
    let loading = palettes.get(key);
    if (!loading) {
      loading = (async () => {
        await ready.loadTheme(made.light, made.dark);
        const names = { light: made.light.name!, dark: made.dark.name! };
        return {
          themes: names,
          pairing: await pairThemes(ready, names.light, names.dark),
          box: {
            dataPrismTheme: '',
            style: Object.entries(prismBoxColors(site))
              .map(([name, value]) => `${name}:${value}`)
              .join(';'),
          },
        };
      })();
      palettes.set(key, loading);
    }
    palette = await loading;
  } else {
    palette = defaultPalette!;
  }
  if (prism && !palette.tokenStyles) {
    palette.styling ??= prismStyles(ready, palette.themes).then((made) => {
      palette.tokenStyles = made;
    });
    await palette.styling;
  }
  return palette;
}

/**
 * The rendered code block: `div.code-block` holding an optional `div.code-block-title` and shiki's
 * dual-theme `pre`; tokenized by Prism's grammar when `prism` is given. The result is shared through
 * the cache: callers must not mutate it.
 */
export function highlightBlock(
  ready: Highlighter,
  code: string,
  lang: string,
  meta: string,
  magicComments: MagicComment[] = DEFAULT_MAGIC_COMMENTS,
  prism?: PrismLanguage,
  palette: Palette = defaultPalette!,
): Element {
  // a digest, not the code itself, keys the caches
  const hash = createHash('sha256').update(`${prism ? `${prism.key}\u0000` : ''}${lang}\u0000${meta}\u0000${code}`);
  if (magicComments !== DEFAULT_MAGIC_COMMENTS) hash.update(`\u0000${JSON.stringify(magicComments)}`);
  if (palette !== defaultPalette) hash.update(`\u0000${palette.themes.light}\u0000${palette.themes.dark}`);
  const key = hash.digest('base64');
  const hit = blocks.get(key);
  if (hit) return hit;
  const block = render(ready, code, lang, meta, magicComments, prism, palette);
  blocks.add(key, block, code.length + meta.length);
  return block;
}

function render(
  ready: Highlighter,
  source: string,
  lang: string,
  metaString: string,
  magicComments: MagicComment[],
  prism: PrismLanguage | undefined,
  palette: Palette,
): Element {
  const meta = parseCodeMeta(metaString);
  const { code, lines } = applyMagicComments(source, magicComments);
  // `{1,3}` in the meta string marks lines with the first magic comment's class, as Docusaurus does
  markHighlightedLines(lines, meta.highlight, magicComments[0]?.className ?? HIGHLIGHT_CLASS);
  // ansi colours its text by the theme's terminal palette, which the paired theme does not carry
  const paired = lang === 'ansi' ? null : palette.pairing;
  // Prism's tokens in place of shiki's (of the code as plain text): the block around them is shiki's
  const styles = palette.tokenStyles;
  const prismTokens = prism && styles ? (): ThemedToken[][] => prismLines(prism.prism, prism.grammar, lang, code, styles) : null;
  const root = ready.codeToHast(code, {
    lang: prismTokens ? 'text' : lang,
    ...(paired
      ? { theme: paired.theme, mergeWhitespaces: false }
      : // colours only as --shiki-light/--shiki-dark variables: the viewer picks one by colour mode in css
        { themes: palette.themes, defaultColor: false as const }),
    // shiki stops a line after 500 ms by default, so output would depend on machine load; the same
    // input must give the same bytes. The limit stays, far away, so a pathological line cannot hang a build.
    tokenizeTimeLimit: 10_000,
    transformers: [
      ...(paired ? [paired.transformer] : []),
      ...(prismTokens ? [{ tokens: prismTokens }] : []),
      {
        pre(node) {
          if (meta.showLineNumbers) this.addClassToHast(node, 'line-numbers');
        },
        code(node) {
          // the viewer's css numbers lines with a `line` counter reset on <code>; an inline reset starts it elsewhere
          if (meta.showLineNumbers && meta.lineNumbersStart !== 1)
            node.properties.style = `counter-reset:line ${meta.lineNumbersStart - 1}`;
        },
        line(node, line) {
          // Docusaurus' highlight class is the viewer's `highlighted`; a site's own classes are its css's, and
          // `magic-line` lays them out across the block as the viewer's highlight is
          for (const className of lines.get(line) ?? [])
            this.addClassToHast(node, className === HIGHLIGHT_CLASS ? 'highlighted' : [className, 'magic-line']);
        },
      },
    ],
  });
  const pre = root.children.find((node): node is Element => node.type === 'element')!;
  normalizeProperties(pre);
  // not the themes' names as classes (shiki's `github-light github-dark`): CSS a site wrote for
  // shiki-twoslash, which renders a block per theme, hides `.shiki.github-dark` in light mode, and this one
  // block is both
  pre.properties.className = (pre.properties.className as string[]).filter(
    (name) => !THEME_NAMES.has(name) && name !== palette.themes.light && name !== palette.themes.dark,
  );
  const children: ElementContent[] = [];
  if (meta.title !== null) {
    children.push({
      type: 'element',
      tagName: 'div',
      properties: { className: ['code-block-title'] },
      children: [{ type: 'text', value: meta.title }],
    });
  }
  children.push(pre);
  return { type: 'element', tagName: 'div', properties: { className: ['code-block'], dataLanguage: lang, ...palette.box }, children };
}

/** token properties by style: a few dozen distinct objects shared by every cached span saves most of the cache's memory */
const sharedProperties = new Map<string, Properties>();

/**
 * shiki writes html attribute names (`class`, `tabindex`); hast tools such as the sanitizer expect
 * property names. Token spans (style only) share one frozen properties object per style.
 */
function normalizeProperties(node: Element): void {
  const { class: classes, tabindex, ...rest } = node.properties;
  if (classes !== undefined) {
    const list = Array.isArray(classes) ? classes.map(String) : String(classes).split(' ');
    rest.className = list.filter(Boolean);
  }
  if (tabindex !== undefined) rest.tabIndex = Number(tabindex);
  const keys = Object.keys(rest);
  if (keys.length === 1 && keys[0] === 'style' && typeof rest.style === 'string') {
    let shared = sharedProperties.get(rest.style);
    if (!shared) {
      shared = Object.freeze({ ...rest }) as Properties;
      sharedProperties.set(rest.style, shared);
    }
    node.properties = shared;
  } else {
    node.properties = rest;
  }
  for (const child of node.children) if (child.type === 'element') normalizeProperties(child);
}
