// Language names Prism (Docusaurus' highlighter) knows that shiki spells differently or lacks, mapped to
// shiki's: a Docusaurus site's ```objectivec block must not fall back to plain text.
const PRISM_TO_SHIKI: Record<string, string> = {
  objectivec: 'objective-c',
  markup: 'html',
  svg: 'xml',
  mathml: 'xml',
  ssml: 'xml',
  atom: 'xml',
  rss: 'xml',
  clike: 'c',
  dotnet: 'csharp',
  'shell-session': 'shellsession',
  apacheconf: 'apache',
  gradle: 'groovy',
  vbnet: 'vb',
  'visual-basic': 'vb',
  jsonp: 'json',
  webmanifest: 'json',
  gitignore: 'text',
  ignore: 'text',
  editorconfig: 'ini',
  none: 'text',
  // Prism's flow extends its JavaScript grammar
  flow: 'javascript',
  // Prism's django grammar, also named jinja2
  django: 'jinja',
  jinja2: 'jinja',
  // Prism's gettext (alias po): GNU gettext catalogs
  gettext: 'po',
  // Prism's uri (alias url) only marks a URL's parts
  uri: 'text',
  url: 'text',
};

/** The shiki name of a language written the Prism way; other names unchanged. */
export const shikiLanguage = (id: string): string => PRISM_TO_SHIKI[id] ?? id;
