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
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'code-block__copy';
    button.setAttribute('aria-label', words.label);
    button.textContent = words.copy;
    button.addEventListener('click', () => {
      const text = pre.querySelector('code')?.textContent ?? pre.textContent ?? '';
      void navigator.clipboard?.writeText(text).then(
        () => {
          button.textContent = words.copied;
          button.setAttribute('aria-label', words.copied);
          setTimeout(() => {
            button.textContent = words.copy;
            button.setAttribute('aria-label', words.label);
          }, 1500);
        },
        () => {
          button.textContent = 'Copy failed';
        },
      );
    });
    const group = document.createElement('div');
    group.className = `${buttonGroup} code-block__buttons`;
    group.append(button);
    content.append(group);
  }
}
