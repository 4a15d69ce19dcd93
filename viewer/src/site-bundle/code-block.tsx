import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { markHighlightedLines, parseCodeMeta } from '../../../src/contracts/code-meta.ts';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, HIGHLIGHT_CLASS, type MagicComment } from '../../../src/contracts/magic-comments.ts';
import { useContent } from '../hooks/use-content.ts';
import { clsx } from './docusaurus-modules.tsx';
import { isRecord } from '../../../src/contracts/is-record.ts';
import { MODULE_CLASS } from '../../../src/contracts/module-classes.ts';
import { prismBoxColors } from '../../../src/contracts/prism-theme.ts';
import { codeThemes } from './code-themes.ts';
import { grammarOf, highlightCode } from './highlight-code.ts';
import { PageBlock, usePageBlock } from './page-code-block.tsx';

// `@theme/CodeBlock` for site code: its code (a string child) with the site's magic comments applied as
// Docusaurus applies them at run time, then highlighted in the browser (highlight-code.ts) in the frame a
// page's own code blocks have. Until the highlighter is in, and for a language it does not load, the code
// shows plain with its marked lines. A child that is not text (elements) is shown as it is. Given a page's
// code block's own props by the site's swizzled CodeBlock wrapping it, it is that block as compiled.

type Props = {
  children?: ReactNode;
  language?: string;
  title?: ReactNode;
  className?: string;
  metastring?: string;
  /** a number: the first line's (Docusaurus 3.6 on) */
  showLineNumbers?: boolean | number;
};

/** The site's `themeConfig.prism.magicComments`, where its config sets them (else Docusaurus' own). */
function useMagicComments(): MagicComment[] {
  const { manifest } = useContent();
  const config = manifest.site.siteConfig;
  return useMemo(() => {
    const theme = isRecord(config?.themeConfig) ? config.themeConfig : {};
    const comments = isRecord(theme.prism) ? theme.prism.magicComments : undefined;
    return Array.isArray(comments) && comments.every((comment) => isRecord(comment) && typeof comment.className === 'string')
      ? (comments as MagicComment[])
      : DEFAULT_MAGIC_COMMENTS;
  }, [config]);
}

/** A marked line's classes as the compiler writes them: `highlighted`, or a site's own class with `magic-line`. */
const lineClasses = (classes: string[]): string[] =>
  classes.flatMap((className) => (className === HIGHLIGHT_CLASS ? ['highlighted'] : [className, 'magic-line']));

const { codeBlockContainer, codeBlockTitle, codeBlockContent, codeBlock, codeBlockLines } = MODULE_CLASS;

/**
 * shiki's `pre` with the classes a compiled block's has (markdown/highlight.ts): not the themes' names (a
 * site's CSS for shiki-twoslash hides `.shiki.github-dark`, and this one block is both), `line-numbers` when
 * numbered, Prism's and Docusaurus' names on the `pre`, Docusaurus' module name on its `code`.
 */
const frameClasses = (html: string, numbered: boolean, lang: string | undefined, firstLine: number): string =>
  html
    .replace(
      /^<pre class="shiki shiki-themes [^"]*"/,
      `<pre class="shiki shiki-themes${numbered ? ' line-numbers' : ''} ${preClasses(lang)}"`,
    )
    .replace('<code>', `<code class="${codeBlockLines}"${firstLine !== 1 ? ` style="counter-reset:line ${firstLine - 1}"` : ''}>`);

/** The classes Docusaurus' CodeBlock gives its `pre`, the language as written (`text` without one). */
const preClasses = (lang: string | undefined): string => `prism-code language-${lang?.toLowerCase() ?? 'text'} ${codeBlock}`;

export function CodeBlock(props: Props) {
  const block = usePageBlock(props);
  return block ? <PageBlock block={block} /> : <HighlightedCodeBlock {...props} />;
}

function HighlightedCodeBlock({ children, language, title, className, metastring, showLineNumbers }: Props) {
  const comments = useMagicComments();
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  const text = typeof children === 'string' ? children.replace(/\n$/, '') : null;
  // the metastring's title, `{1,3}` lines and line numbering, as a fence's are read (Docusaurus' title over the prop)
  const meta = useMemo(() => parseCodeMeta(metastring), [metastring]);
  const applied = useMemo(() => {
    if (text === null) return null;
    const { code, lines } = applyMagicComments(text, comments);
    markHighlightedLines(lines, meta.highlight, comments[0]?.className ?? HIGHLIGHT_CLASS);
    return { code, lines: new Map([...lines].map(([line, classes]) => [line, lineClasses(classes)])) };
  }, [text, comments, meta]);
  const grammar = grammarOf(lang);
  // the site's Prism themes, as its page's compiled blocks have them (set before its code ran)
  const themes = codeThemes.get();
  const [html, setHtml] = useState<{ for: string; html: string } | null>(null);
  useEffect(() => {
    if (!applied || !grammar) return;
    let live = true;
    highlightCode(applied.code, grammar, applied.lines, themes).then(
      (made) => live && setHtml({ for: applied.code, html: made }),
      // a grammar that fails to load leaves the code plain
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [applied, grammar, themes]);
  const numbered = showLineNumbers === undefined ? meta.showLineNumbers : showLineNumbers !== false;
  const firstLine = typeof showLineNumbers === 'number' ? showLineNumbers : meta.lineNumbersStart;
  const frameTitle = meta.title || title;
  const highlighted = html && applied && html.for === applied.code ? html.html : null;
  return (
    <div className="markdown">
      <div
        className={clsx('code-block', lang && `language-${lang.toLowerCase()}`, codeBlockContainer, 'theme-code-block')}
        data-language={lang}
        {...(themes ? { 'data-prism-theme': '', style: prismBoxColors(themes) as CSSProperties } : {})}
      >
        {frameTitle ? <div className={`${codeBlockTitle} code-block-title`}>{frameTitle}</div> : null}
        {highlighted ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: shiki's output, which holds the code as escaped text
          <div className={codeBlockContent} dangerouslySetInnerHTML={{ __html: frameClasses(highlighted, numbered, lang, firstLine) }} />
        ) : (
          <div className={codeBlockContent}>
            <pre className={clsx(numbered && 'line-numbers', preClasses(lang))}>
              <code className={codeBlockLines} style={firstLine !== 1 ? { counterReset: `line ${firstLine - 1}` } : undefined}>
                {applied
                  ? applied.code.split('\n').map((line, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a line's number is what it is
                      <span key={index} className={clsx('line', ...(applied.lines.get(index + 1) ?? []))}>
                        {line}
                        {'\n'}
                      </span>
                    ))
                  : children}
              </code>
            </pre>
          </div>
        )}
      </div>
    </div>
  );
}
