// Docusaurus' magic comments, so migrated pages keep their marked lines: `// highlight-next-line`,
// `# highlight-start` ... `# highlight-end`, `<!-- highlight-next-line -->`, and the ones a site adds in
// `themeConfig.prism.magicComments` (`// error-next-line` giving its lines the site's own class). The
// compiler applies them to a page's code blocks; the viewer to a site component's <CodeBlock> at run time.

export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Docusaurus' own class for highlighted lines, which the viewer shows as `highlighted` */
export const HIGHLIGHT_CLASS = 'theme-code-block-highlighted-line';
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  { className: HIGHLIGHT_CLASS, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

type Directive = { kind: 'line' | 'start' | 'end'; className: string };
interface Matcher {
  pattern: RegExp;
  directives: Map<string, Directive>;
}
const matchers = new WeakMap<MagicComment[], Matcher>();

function matcherOf(comments: MagicComment[]): Matcher {
  let matcher = matchers.get(comments);
  if (matcher) return matcher;
  const directives = new Map<string, Directive>();
  for (const { className, line, block } of comments) {
    if (line) directives.set(line, { kind: 'line', className });
    if (block) {
      directives.set(block.start, { kind: 'start', className });
      directives.set(block.end, { kind: 'end', className });
    }
  }
  const names = [...directives.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  // a directive alone on its line, in any comment form Docusaurus reads: // # -- ; % /* */ <!-- --> {/* */}
  const pattern = new RegExp(`^\\s*(?:\\/\\/|#|--|;;?|%|\\/\\*|<!--|\\{\\s*\\/\\*)\\s*(${names})\\s*(?:\\*\\/\\s*\\}?|-->)?\\s*$`);
  matcher = { pattern, directives };
  matchers.set(comments, matcher);
  return matcher;
}

/** Removes magic comments from code and returns the classes of the 1-based lines they mark. */
export function applyMagicComments(
  code: string,
  comments: MagicComment[] = DEFAULT_MAGIC_COMMENTS,
): { code: string; lines: Map<number, string[]> } {
  const lines = new Map<number, string[]>();
  const { pattern, directives } = matcherOf(comments);
  if (directives.size === 0 || ![...directives.keys()].some((name) => code.includes(name))) return { code, lines };
  const kept: string[] = [];
  const next = new Set<string>();
  // a block's class stays on until as many ends as starts (Docusaurus counts nested starts)
  const open = new Map<string, number>();
  for (const line of code.split('\n')) {
    const match = pattern.exec(line);
    const directive = match ? directives.get(match[1]!) : undefined;
    if (directive) {
      const depth = open.get(directive.className) ?? 0;
      if (directive.kind === 'line') next.add(directive.className);
      else if (directive.kind === 'start') open.set(directive.className, depth + 1);
      else if (depth > 0) open.set(directive.className, depth - 1);
      continue;
    }
    kept.push(line);
    const classes = new Set(next);
    for (const [className, depth] of open) if (depth > 0) classes.add(className);
    if (classes.size > 0) lines.set(kept.length, [...classes]);
    next.clear();
  }
  return { code: kept.join('\n'), lines };
}
