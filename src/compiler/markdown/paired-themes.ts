import { flatTokenVariants, type Highlighter, type ShikiTransformer, type ThemedToken, type ThemeRegistrationResolved } from 'shiki';

// shiki renders a block in two themes by tokenizing it once per theme: the grammar's regular
// expressions, most of a block's cost, run twice. github-light and github-dark share their scope rules
// and font styles, rule for rule, and differ only in colours; so one tokenization with a theme whose
// rules are coloured with a code for their pair of colours gives, for every token, its colour in both
// themes. The tokens then get the styles shiki's two-theme output gives (its own flatTokenVariants):
// the html is the same, byte for byte. The bench corpus's 2,500 blocks: 2.3 s of CPU -> 1.5 s. Themes
// whose font styles differ (a site's Prism themes: github's comments italic, dracula's keywords) pair
// when every rule sets its font style, so none inherits another's: the code then stands for both too.

export interface Pairing {
  /** the single theme to tokenize with, and `mergeWhitespaces: false` (the transformer merges) */
  theme: string;
  /** turns its tokens and block into shiki's two-theme output */
  transformer: ShikiTransformer;
}

type Variant = { color?: string; fontStyle?: number };
/** a rule's foreground in both themes, and its font style in both when they differ somewhere */
type Pair = { colors: [string, string]; fonts?: [string, string] };

/**
 * A theme with `light`'s rules, each coloured with the code of its colours in `light` and `dark`, and a
 * transformer mapping each code back to them; null when the two themes do not share their rules.
 */
export async function pairThemes(ready: Highlighter, light: string, dark: string): Promise<Pairing | null> {
  const themes = [ready.getTheme(light), ready.getTheme(dark)] as const;
  const rules = pairRules(...themes);
  if (!rules) return null;
  const name = `docgate-pair-${light}-${dark}`;
  // one code per pair of colours, not per rule: rules colouring alike in both themes must give one
  // token where shiki's two tokenizations do (the tokenizer joins neighbours of one colour)
  const codes = new Map<string, string>();
  const byCode = new Map<string, Pair>();
  const codeOf = (pair: Pair): string => {
    // the colour shiki reports for a token is the rule's, upper-cased by the tokenizer
    const upper: Pair = { ...pair, colors: [pair.colors[0].toUpperCase(), pair.colors[1].toUpperCase()] };
    const key = JSON.stringify(upper);
    let code = codes.get(key);
    if (!code) {
      code = `#${(codes.size + 1).toString(16).padStart(6, '0').toUpperCase()}`;
      codes.set(key, code);
      byCode.set(code, upper);
    }
    return code;
  };
  const settings = themes[0].settings.map((rule, n) => {
    const pair = rules[n];
    const own = { ...rule.settings, foreground: pair ? codeOf(pair) : undefined, background: undefined };
    // the code carries the font styles: the tokenizer reports none
    return { ...rule, settings: pair?.fonts ? { ...own, fontStyle: '' } : own };
  });
  // normalized themes open with the global rule: its colour is the default one
  await ready.loadTheme({ name, type: themes[0].type, fg: settings[0]!.settings.foreground, bg: themes[0].bg, settings });
  // what shiki's two-theme pre carries (defaultColor false: every colour as a css variable)
  const rootStyle = [
    `--shiki-light:${themes[0].fg};--shiki-dark:${themes[1].fg}`,
    `--shiki-light-bg:${themes[0].bg};--shiki-dark-bg:${themes[1].bg}`,
  ].join(';');
  const themeClass = `shiki shiki-themes ${themes[0].name} ${themes[1].name}`;

  // a token's two-theme style depends on its colour and font style only: a few dozen, made once
  const styles = new Map<string, ThemedToken['htmlStyle']>();
  const styleOf = (token: ThemedToken): ThemedToken['htmlStyle'] => {
    const key = `${token.color ?? ''} ${token.fontStyle ?? ''}`;
    let style = styles.get(key);
    if (!style) {
      const pair = token.color ? byCode.get(token.color.toUpperCase()) : undefined;
      const variant = (n: 0 | 1): Variant => {
        const fontStyle = pair?.fonts ? fontStyleNumber(pair.fonts[n]) : token.fontStyle;
        return pair ? { color: pair.colors[n], fontStyle } : { fontStyle };
      };
      const variants = { light: variant(0), dark: variant(1) };
      style = flatTokenVariants({ content: '', offset: 0, variants }, ['light', 'dark'], '--shiki-', false).htmlStyle;
      styles.set(key, style);
    }
    return style;
  };
  const paired = (token: ThemedToken): ThemedToken => ({ content: token.content, offset: token.offset, htmlStyle: styleOf(token) });

  return {
    theme: name,
    transformer: {
      tokens: (lines) => lines.map((line) => mergeWhitespace(line.map(paired))),
      pre(node) {
        node.properties.class = themeClass;
        node.properties.style = rootStyle;
      },
    },
  };
}

/** Per rule: its colours in both themes, undefined when it sets none; null when the rules differ. */
function pairRules(light: ThemeRegistrationResolved, dark: ThemeRegistrationResolved): (Pair | undefined)[] | null {
  if (light.settings.length !== dark.settings.length) return null;
  const rules = light.settings.map((rule, n) => [rule, dark.settings[n]!] as const);
  // font styles that differ can be carried by the code only where no rule's is inherited from another's
  const fontsDiffer = rules.some(([a, b]) => (a.settings.fontStyle ?? '') !== (b.settings.fontStyle ?? ''));
  if (fontsDiffer && !rules.every(([a, b]) => a.settings.fontStyle !== undefined && b.settings.fontStyle !== undefined)) return null;
  const pairs: (Pair | undefined)[] = [];
  for (const [a, b] of rules) {
    const [fa, fb] = [a.settings.foreground, b.settings.foreground];
    if (JSON.stringify(a.scope) !== JSON.stringify(b.scope)) return null;
    if ((fa === undefined) !== (fb === undefined)) return null;
    // a colour shiki replaces by a placeholder (a css variable, say) is not one the tokenizer reports
    if ((fa !== undefined && !fa.startsWith('#')) || (fb !== undefined && !fb.startsWith('#'))) return null;
    if (fontsDiffer && (fa === undefined || fb === undefined)) return null;
    const fonts: [string, string] | undefined = fontsDiffer ? [a.settings.fontStyle!, b.settings.fontStyle!] : undefined;
    pairs.push(fa !== undefined && fb !== undefined ? { colors: [fa, fb], ...(fonts ? { fonts } : {}) } : undefined);
  }
  return pairs;
}

// shiki's FontStyle bits (a const enum of its types, not exported as values)
const FONT_STYLE_BITS: Record<string, number> = { italic: 1, bold: 2, underline: 4, strikethrough: 8 };

/** shiki's font style bits of a theme's `fontStyle` ('italic bold'). */
const fontStyleNumber = (value: string): number => value.split(' ').reduce((bits, word) => bits | (FONT_STYLE_BITS[word] ?? 0), 0);

const WHITESPACE_ONLY = /^\s+$/;

/**
 * shiki's whitespace merge (mergeWhitespaces: true), as it runs on two-theme tokens: a run of blank
 * tokens joins the token after it. On one-theme tokens shiki keeps blanks apart before an underlined or
 * struck-through token; two-theme tokens carry no font style to check, so they always join.
 */
export function mergeWhitespace(line: ThemedToken[]): ThemedToken[] {
  const merged: ThemedToken[] = [];
  let carry = '';
  let carryOffset = 0;
  line.forEach((token, i) => {
    if (WHITESPACE_ONLY.test(token.content) && line[i + 1]) {
      if (carry === '') carryOffset = token.offset;
      carry += token.content;
    } else if (carry !== '') {
      merged.push({ ...token, offset: carryOffset, content: carry + token.content });
      carry = '';
    } else {
      merged.push(token);
    }
  });
  return merged;
}
