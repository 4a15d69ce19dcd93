import type { BundledLanguage, Highlighter, ThemedToken } from 'shiki';
import { mergeWhitespace } from './paired-themes.ts';
import type { PrismGrammar, PrismInstance, PrismToken, PrismTokenStream } from './prism-instance.ts';

// Prism's tokens as shiki's: each Prism token type is given the TextMate scope a shiki grammar gives the
// same thing, and its colours are what docgate's themes give that scope, as shiki resolves them. So a
// Prism-highlighted block has the colours of its shiki neighbours (keywords red, strings navy...) in both
// colour modes, and the rest of the code block (magic comments, titles, line numbers) is shiki's own.

const PRISM_SCOPES: Record<string, string> = {
  comment: 'comment',
  prolog: 'comment',
  doctype: 'comment',
  cdata: 'comment',
  keyword: 'keyword',
  important: 'keyword',
  atrule: 'keyword.control.at-rule',
  rule: 'keyword.control.at-rule',
  directive: 'keyword.control.directive',
  macro: 'keyword.control.directive',
  operator: 'keyword.operator',
  unit: 'keyword.other.unit',
  string: 'string',
  char: 'string',
  'attr-value': 'string',
  'template-string': 'string',
  regex: 'string.regexp',
  url: 'string.other.link',
  number: 'constant.numeric',
  boolean: 'constant.language',
  nil: 'constant.language',
  null: 'constant.language',
  constant: 'constant.other',
  symbol: 'constant.other.symbol',
  entity: 'constant.character.entity',
  escape: 'constant.character.escape',
  color: 'constant.other.color',
  hexcode: 'constant.other.color',
  function: 'entity.name.function',
  'function-name': 'entity.name.function',
  method: 'entity.name.function',
  annotation: 'entity.name.function',
  decorator: 'entity.name.function',
  'class-name': 'entity.name.type',
  namespace: 'entity.name.namespace',
  tag: 'entity.name.tag',
  selector: 'entity.name.tag',
  'attr-name': 'entity.other.attribute-name',
  builtin: 'support.function',
  property: 'support.type.property-name',
  variable: 'variable',
  parameter: 'variable.parameter',
  punctuation: 'punctuation',
  inserted: 'markup.inserted',
  deleted: 'markup.deleted',
  title: 'markup.heading',
  bold: 'markup.bold',
  italic: 'markup.italic',
};

/** a token's style by the Prism type it is coloured for ('' for plain text) */
export type PrismStyles = Map<string, ThemedToken['htmlStyle']>;

const SCOPES_LANGUAGE = 'docgate-prism-scopes';

/**
 * The two-theme style of each Prism type on this highlighter: a line a scope, holding one word that a
 * grammar made for it gives that scope, tokenized in the themes' colours.
 */
export async function prismStyles(ready: Highlighter, themes: { light: string; dark: string }): Promise<PrismStyles> {
  const scopes = [...new Set(Object.values(PRISM_SCOPES))];
  await ready.loadLanguage({
    name: SCOPES_LANGUAGE,
    scopeName: `source.${SCOPES_LANGUAGE}`,
    patterns: scopes.map((scope, n) => ({ match: `\\bs${n}x\\b`, name: scope })),
    repository: {},
  });
  const lines = ['plain', ...scopes.map((_, n) => `s${n}x`)].join('\n');
  const { tokens } = ready.codeToTokens(lines, { lang: SCOPES_LANGUAGE as BundledLanguage, themes, defaultColor: false });
  const byScope = new Map<string, ThemedToken['htmlStyle']>();
  // one object a style: types coloured alike are one token where they meet, as shiki's tokenizer joins them
  const shared = new Map<string, ThemedToken['htmlStyle']>();
  tokens.forEach(([token], n) => {
    const key = JSON.stringify(token?.htmlStyle);
    if (!shared.has(key)) shared.set(key, token?.htmlStyle);
    byScope.set(n === 0 ? '' : scopes[n - 1]!, shared.get(key));
  });
  const result: PrismStyles = new Map([['', byScope.get('')]]);
  for (const [type, scope] of Object.entries(PRISM_SCOPES)) result.set(type, byScope.get(scope));
  return result;
}

/**
 * `code` tokenized by Prism, as shiki's lines of tokens: one style a token, from the innermost of its
 * Prism types (its own type, then its aliases) that has one, as Prism's CSS colours nested text;
 * neighbours of one style joined, and blank runs joined to the token after them, as shiki does.
 */
export function prismLines(prism: PrismInstance, grammar: PrismGrammar, language: string, code: string, by: PrismStyles): ThemedToken[][] {
  // Prism's highlight() runs these hooks around tokenize (templating languages swap their parts out and back)
  const env: Record<string, unknown> = { code, grammar, language };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code as string, env.grammar as PrismGrammar);
  prism.hooks.run('after-tokenize', env);
  const pieces: { content: string; type: string }[] = [];
  flatten(env.tokens as PrismTokenStream, [], pieces);
  const lines: ThemedToken[][] = [[]];
  let offset = 0;
  for (const { content, type } of pieces) {
    content.split('\n').forEach((part, n) => {
      if (n > 0) {
        lines.push([]);
        offset++;
      }
      if (part !== '') push(lines[lines.length - 1]!, { content: part, offset, htmlStyle: by.get(type) });
      offset += part.length;
    });
  }
  return lines.map(mergeWhitespace);
}

/** Adds a token to its line, joined with the one before when it looks alike (alike styles are one object). */
function push(line: ThemedToken[], token: ThemedToken): void {
  const last = line[line.length - 1];
  if (last && last.htmlStyle === token.htmlStyle) last.content += token.content;
  else line.push(token);
}

/** Prism's token tree as runs of text, each with the type whose colour it shows ('' for plain). */
function flatten(stream: PrismTokenStream | PrismToken | string, outer: string[], into: { content: string; type: string }[]): void {
  if (typeof stream === 'string') {
    into.push({ content: stream, type: outer[outer.length - 1] ?? '' });
    return;
  }
  if (Array.isArray(stream)) {
    for (const item of stream) flatten(item, outer, into);
    return;
  }
  const names = [stream.type, ...(Array.isArray(stream.alias) ? stream.alias : stream.alias ? [stream.alias] : [])];
  const own = names.find((name) => Object.hasOwn(PRISM_SCOPES, name));
  flatten(stream.content, own ? [...outer, own] : outer, into);
}
