import { Children, isValidElement, type ReactNode } from 'react';
import { CodeBlock } from './code-block.tsx';
import { Details } from './docusaurus-hooks.tsx';
import { Heading, Link } from './docusaurus-modules.tsx';
import { mediaElement } from './gated-media.tsx';
import { staticFiles } from './static-files.ts';

// The parts of the classic theme's MDXComponents (`@theme/MDXComponents/A`...), which site code imports to
// draw as a page draws: react-native's <RNTemplateRepoLink> is an `A`, a swizzled MDXComponents maps them.
// Each does what the theme's does, with docgate's Link, CodeBlock, Details and Heading.

type Props = Record<string, unknown> & { children?: ReactNode };

/** The theme's MDXCode: code of one line of text is inline code, anything else a code block. */
function MdxCode(props: Props) {
  const inline =
    props.children !== undefined && Children.toArray(props.children).every((child) => typeof child === 'string' && !child.includes('\n'));
  return inline ? <code {...props} /> : <CodeBlock {...props} />;
}

/** The theme's MDXDetails: its `<summary>` child is the summary. */
function MdxDetails({ children, ...rest }: Props) {
  const items = Children.toArray(children);
  const summary = items.find((item) => isValidElement(item) && item.type === 'summary');
  return (
    <Details {...rest} summary={summary}>
      {items.filter((item) => item !== summary)}
    </Details>
  );
}

/** The theme's MDXImg: lazily loaded, a site file through the gate. */
function MdxImg({ src, ...rest }: Props) {
  const path = typeof src === 'string' ? src : undefined;
  return mediaElement('img', { decoding: 'async', loading: 'lazy', ...rest, src: (path && staticFiles.lookUp(path)) ?? src });
}

// a fenced block's pre is its code's: the code draws the block
const MdxPre = ({ children }: Props) => <>{children}</>;
const MdxUl = (props: Props) => <ul {...props} />;
const MdxLi = (props: Props) => <li {...props} />;

/** The MDXComponents parts, as the registry holds them (contracts' MDX_COMPONENT_MODULES). */
export const MDX_COMPONENT_REGISTRY: Record<string, Record<string, unknown>> = {
  '@theme/MDXComponents/A': { default: Link },
  '@theme/MDXComponents/Code': { default: MdxCode },
  '@theme/MDXComponents/Pre': { default: MdxPre },
  '@theme/MDXComponents/Details': { default: MdxDetails },
  '@theme/MDXComponents/Heading': { default: Heading },
  '@theme/MDXComponents/Ul': { default: MdxUl },
  '@theme/MDXComponents/Li': { default: MdxLi },
  '@theme/MDXComponents/Img': { default: MdxImg },
};

const LEVELS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const heading = (as: (typeof LEVELS)[number]) => (props: Props) => <Heading as={as} {...props} />;

/**
 * What the theme's MDXComponents maps Markdown's own elements to, which a swizzled one spreads or wraps
 * (`<MDXComponents.a {...props} />`); where the site's map keeps one of these, the page's element is docgate's.
 */
export const MARKDOWN_ELEMENTS: Record<string, unknown> = {
  a: Link,
  img: MdxImg,
  code: MdxCode,
  pre: MdxPre,
  details: MdxDetails,
  ul: MdxUl,
  li: MdxLi,
  ...Object.fromEntries(LEVELS.map((level) => [level, heading(level)])),
};
