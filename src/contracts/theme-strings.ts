// Docusaurus' theme strings as its theme writes them: an id (`theme.blog.tagTitle`), English words with
// `{name}` placeholders, and plural messages whose forms are split by `|` ('One post|{count} posts').
// The compiler (generated page titles) and the viewer (its chrome) pick words the same way.

/** key -> message: a locale's theme strings (Docusaurus' defaults for the locale, then its code.json) */
export type ThemeMessages = Record<string, string>;

/**
 * The locale's message for `id`, else `english`, cut at its `{name}` placeholders, each filled from `values`
 * (unknown names stay as written): values of any kind, so the viewer can fill in a link.
 */
export function themeParts<T>(messages: ThemeMessages | undefined, id: string, english: string, values: Record<string, T>): (string | T)[] {
  return (messages?.[id] ?? english).split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name]! : part;
  });
}

/** The locale's message for `id`, else `english`, with each `{name}` filled from `values` (unknown names stay). */
export function themeString(
  messages: ThemeMessages | undefined,
  id: string,
  english: string,
  values: Record<string, string | number> = {},
): string {
  return themeParts(messages, id, english, values).map(String).join('');
}

// the order of Intl's plural categories in a message's `|` forms, as Docusaurus' usePluralForm sorts them
const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The form of a plural message for `count` in `locale`: its forms follow the locale's plural categories
 * in CATEGORY_ORDER ('One post|{count} posts' for English, three forms for Russian); a message with fewer
 * forms than categories uses its last form for the rest.
 */
export function pluralForm(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return message;
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const categories = [...rules.resolvedOptions().pluralCategories].sort((a, b) => CATEGORY_ORDER.indexOf(a) - CATEGORY_ORDER.indexOf(b));
  return forms[Math.min(categories.indexOf(rules.select(count)), forms.length - 1)]!;
}

/** A plural theme string: the form for `count` of the locale's (or the English) message, `{count}` filled in. */
export function themePlural(
  messages: ThemeMessages | undefined,
  locale: string,
  id: string,
  english: string,
  count: number,
  values: Record<string, string | number> = {},
): string {
  return pluralForm(themeString(messages, id, english, { count, ...values }), count, locale);
}
