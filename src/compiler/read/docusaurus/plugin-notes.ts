import type { Findings } from './findings.ts';
import { fullName, type OtherPlugin } from './plugins.ts';
import { packageOf } from './stub.ts';

// Presets, plugins and themes docgate does not run. Those that only change looks, measure visits or
// search (docgate has its own) pass without a word, as do those whose work docgate does itself
// (theme-mermaid: the viewer draws the diagrams); the others change what a reader gets, so each gets
// a warning saying what is missing.

const LOOKS_ONLY = new Set([
  '@docusaurus/theme-classic',
  '@docusaurus/theme-common',
  '@docusaurus/theme-search-algolia',
  '@docusaurus/plugin-google-gtag',
  '@docusaurus/plugin-google-analytics',
  '@docusaurus/plugin-google-tag-manager',
  '@docusaurus/plugin-sitemap',
  '@docusaurus/plugin-debug',
  '@docusaurus/plugin-svgr',
  '@docusaurus/plugin-rsdoctor',
  '@docusaurus/plugin-vercel-analytics',
  '@docusaurus/plugin-pwa',
  '@docusaurus/theme-mermaid',
  'docusaurus-plugin-sass',
  'docusaurus-plugin-image-zoom',
  '@easyops-cn/docusaurus-search-local',
  '@cmfcmf/docusaurus-search-local',
  'docusaurus-lunr-search',
  '@docusaurus/preset-classic theme',
  '@docusaurus/preset-classic sitemap',
  '@docusaurus/preset-classic gtag',
  '@docusaurus/preset-classic googleAnalytics',
  '@docusaurus/preset-classic googleTagManager',
  '@docusaurus/preset-classic svgr',
  '@docusaurus/preset-classic debug',
]);

// the same kinds by their package's name, for the many not listed: a search engine (typesense, meilisearch,
// orama, pagefind...), a visit counter, a stylesheet language or an image zoom
// as whole words of the name (`docusaurus-search-local`, `plugin-google-gtag`), not inside one: a local
// `./plugins/segments` or `./plugins/research-index` makes data its pages read (oh-my-posh's segment catalog)
const LOOKS_ONLY_WORDS = [
  'search|orama|pagefind|typesense|meilisearch|algolia|lunr',
  'analytics|gtag|google-tag|tag-manager|plausible|umami|posthog|hotjar|matomo|fathom|clarity|segment',
  'sass|scss|less|stylus|tailwind|tailwindcss|postcss|zoom|image-zoom',
];
const LOOKS_ONLY_NAMES = LOOKS_ONLY_WORDS.map((words) => new RegExp(`(?:^|[-_./@])(?:${words})(?:$|[-_./@])`));

// a function plugin is named by its function, in camelCase (stacklok's inline `function googleTagManager()`,
// the Tailwind recipe's `tailwindPlugin`): its words are those of the kebab-cased name
const words = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const looksOnly = (name: string): boolean =>
  LOOKS_ONLY.has(name) || LOOKS_ONLY_NAMES.some((pattern) => pattern.test(name) || pattern.test(words(name)));

const CONSEQUENCES: Record<string, string> = {
  '@docusaurus/theme-live-codeblock': 'live code blocks are shown as plain code',
  '@docusaurus/plugin-client-redirects': 'the redirects it would add do not exist',
  '@docusaurus/plugin-ideal-image': 'images are shown as they are, not resized',
};

// what these leave out is not pages: a link into their part of a site is not theirs to make
const NO_PAGES = new Set(['@docusaurus/theme-live-codeblock', '@docusaurus/plugin-ideal-image']);
// the same by the name of what they make, as whole words: an llms.txt, robots.txt, response headers, social
// cards (pact's broken links were put down to its llms-txt plugin, and only warned on a `throw` site)
const NO_PAGE_NAMES =
  /(?:^|[-_./@])(?:llms(?:-?txt)?|robots(?:-?txt)?|security-headers|headers|og-image|opengraph|social-cards?)(?:$|[-_./@])/;

/**
 * Warns about each preset, plugin or theme docgate leaves out that changes what readers get; returns the
 * names of those that may add pages (an API reference, a changelog, redirects).
 */
export function notePlugins(others: OtherPlugin[], findings: Findings, read: Set<OtherPlugin> = new Set()): string[] {
  const pageMakers: string[] = [];
  for (const plugin of others) {
    const name = plugin.option ? `@docusaurus/preset-classic ${plugin.option}` : fullName(plugin.name, plugin.type);
    // whether or not its package is installed makes no difference: no warning that it is missing
    findings.mark(`package:${packageOf(plugin.name)}`);
    if (looksOnly(name) || read.has(plugin)) continue;
    if (plugin.readAs) {
      const options = plugin.type === 'preset' ? 'whose docs, blog and pages options it takes' : 'which it wraps, with its options';
      const message = `${plugin.type} '${plugin.name}' is read as ${plugin.readAs}, ${options}; what it adds beyond them is missing`;
      findings.warn(plugin.path, message, plugin.name);
      continue;
    }
    const consequence = CONSEQUENCES[name] ?? 'what it adds to the site is missing';
    const what = plugin.option ? `option '${plugin.option}' of preset '${plugin.name}'` : `${plugin.type} '${plugin.name}'`;
    findings.warn(plugin.path, `${what} is not run by docgate: ${consequence}`, plugin.name);
    if (!NO_PAGES.has(name) && !NO_PAGE_NAMES.test(name))
      pageMakers.push(plugin.option ? `${plugin.name} (${plugin.option})` : plugin.name);
  }
  return pageMakers;
}
