import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { Placeholder } from './placeholder-portal.tsx';

// A page's code block drawn by the site's swizzled CodeBlock (use-page-code-blocks.tsx): the theme's CodeBlock
// it wraps (`@theme-original/CodeBlock`: code-block.tsx), given the block's own props, is the very block the
// compiler highlighted, copy button and all.

/** What Docusaurus' MDX hands CodeBlock for a fenced block: its `code` element's props. */
export interface FenceProps {
  children: string;
  className?: string;
  metastring?: string;
  live?: boolean;
}

export interface PageBlock extends Placeholder {
  /** the compiled block (div.code-block), which the placeholder held */
  block: HTMLElement;
  props: FenceProps;
}

/** The page's code block the site's CodeBlock below is drawing. */
export const PageBlockContext = createContext<PageBlock | null>(null);

/** What `@theme/CodeBlock` is given: children, maybe a list of strings (Docusaurus joins them). */
interface CodeBlockProps {
  children?: ReactNode;
  className?: string;
  language?: string;
  metastring?: string;
  title?: ReactNode;
  showLineNumbers?: boolean | number;
}

const textOf = (children: ReactNode): string | null =>
  typeof children === 'string'
    ? children
    : Array.isArray(children) && children.every((child) => typeof child === 'string')
      ? children.join('')
      : null;
const languageOf = (props: { language?: string; className?: string }): string | undefined =>
  props.language ?? /(?:^|\s)language-(\S+)/.exec(props.className ?? '')?.[1];

/**
 * The compiled block the site's CodeBlock is drawing, when `props` are its own (passed on as they came):
 * its code, language and metastring, no title or numbering of another's; null otherwise.
 */
export function usePageBlock(props: CodeBlockProps): HTMLElement | null {
  const page = useContext(PageBlockContext);
  if (!page) return null;
  const own = page.props;
  const same =
    textOf(props.children)?.replace(/\n$/, '') === own.children.replace(/\n$/, '') &&
    languageOf(props) === languageOf(own) &&
    (props.metastring ?? '') === (own.metastring ?? '') &&
    props.title === undefined &&
    (props.showLineNumbers === undefined || props.showLineNumbers === /\bshowLineNumbers\b/.test(own.metastring ?? ''));
  return same ? page.block : null;
}

/** The compiled block itself, taken into the site's drawing: its highlighting, title and working copy button. */
export function PageBlock({ block }: { block: HTMLElement }) {
  const take = useCallback((element: HTMLDivElement | null) => element?.append(block), [block]);
  return <div className="code-block-static" ref={take} />;
}
