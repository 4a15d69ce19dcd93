import { MODULE_CLASS } from '../../../../src/contracts/module-classes.ts';

/** The copy button's words in the page's language (Docusaurus' theme.CodeBlock.* strings). */
export interface CopyWords {
  copy: string;
  copied: string;
  /** the button's accessible name before a copy */
  label: string;
}

const ENGLISH: CopyWords = { copy: 'Copy', copied: 'Copied', label: 'Copy code to clipboard' };

const { codeBlockContent, buttonGroup } = MODULE_CLASS;

/**
 * The box of `pre` that holds it and its buttons, as Docusaurus' codeBlockContent: the pipeline's, in its
 * div.code-block (src/compiler/markdown/highlight.ts); a bare `pre` (and one a page file of an older build
 * holds in div.code-block alone) gets what it lacks here.
 */
function contentBox(pre: HTMLPreElement): HTMLElement {
  const parent = pre.parentElement;
  if (parent?.classList.contains(codeBlockContent) && parent.parentElement?.classList.contains('code-block')) return parent;
  const content = document.createElement('div');
  content.className = codeBlockContent;
  pre.replaceWith(content);
  content.append(pre);
  if (!parent?.classList.contains('code-block')) {
    const block = document.createElement('div');
    block.className = 'code-block';
    content.replaceWith(block);
    block.append(content);
  }
  return content;
}

const SVG = 'http://www.w3.org/2000/svg';

/** One of theme-classic's 24 x 24 icons (Material Design's paths, as its CopyButton draws them). */
function icon(className: string, path: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', className);
  const shape = document.createElementNS(SVG, 'path');
  shape.setAttribute('fill', 'currentColor');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}

/**
 * The copy button: its words in docgate's layout, on a Docusaurus site theme-classic's copy icon turning to a
 * green check once copied (styles/content.css shows one or the other); its accessible name says which.
 */
function copyButton(pre: HTMLPreElement, words: CopyWords): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'code-block__copy';
  button.title = words.copy;
  const label = document.createElement('span');
  label.className = 'code-block__copy-words';
  const icons = document.createElement('span');
  icons.className = 'code-block__copy-icons';
  icons.setAttribute('aria-hidden', 'true');
  icons.append(
    icon(
      'code-block__copy-icon',
      'M19,21H8V7H19M19,5H8A2,2 0 0,0 6,7V21A2,2 0 0,0 8,23H19A2,2 0 0,0 21,21V7A2,2 0 0,0 19,5M16,1H4A2,2 0 0,0 2,3V17H4V3H16V1Z',
    ),
    icon('code-block__copied-icon', 'M21,7L9,19L3.5,13.5L4.91,12.09L9,16.17L19.59,5.59L21,7Z'),
  );
  button.append(label, icons);
  const show = (copied: boolean) => {
    label.textContent = copied ? words.copied : words.copy;
    button.setAttribute('aria-label', copied ? words.copied : words.label);
    button.classList.toggle('code-block__copy--copied', copied);
  };
  show(false);
  button.addEventListener('click', () => {
    const text = pre.querySelector('code')?.textContent ?? pre.textContent ?? '';
    void navigator.clipboard?.writeText(text).then(
      () => {
        show(true);
        setTimeout(() => show(false), 1500);
      },
      () => {
        label.textContent = 'Copy failed';
      },
    );
  });
  return button;
}

/** Adds a copy button to every code block under `root` (idempotent), in Docusaurus' buttonGroup box. */
export function enhanceCodeBlocks(root: HTMLElement, words: CopyWords = ENGLISH): void {
  for (const pre of root.querySelectorAll<HTMLPreElement>('pre')) {
    // a Mermaid diagram's source, which its drawing replaces (enhance-mermaid.ts)
    if (pre.closest('[data-mermaid]')) continue;
    // what the site's swizzled CodeBlock draws (site-bundle/use-page-code-blocks.tsx) is React's; the page's
    // block it takes in has its button already
    if (pre.closest('.code-block-host')) continue;
    const content = contentBox(pre);
    if (content.querySelector(':scope > .code-block__buttons')) continue;
    pre.tabIndex = 0;
    const button = copyButton(pre, words);
    const group = document.createElement('div');
    group.className = `${buttonGroup} code-block__buttons`;
    group.append(button);
    content.append(group);
  }
}
