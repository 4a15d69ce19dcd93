/** The copy button's words in the page's language (Docusaurus' theme.CodeBlock.* strings). */
export interface CopyWords {
  copy: string;
  copied: string;
  /** the button's accessible name before a copy */
  label: string;
}

const ENGLISH: CopyWords = { copy: 'Copy', copied: 'Copied', label: 'Copy code to clipboard' };

/** Adds a copy button to every code block under `root` (idempotent). */
export function enhanceCodeBlocks(root: HTMLElement, words: CopyWords = ENGLISH): void {
  for (const pre of root.querySelectorAll<HTMLPreElement>('pre')) {
    // a Mermaid diagram's source, which its drawing replaces (enhance-mermaid.ts)
    if (pre.closest('[data-mermaid]')) continue;
    // what the site's swizzled CodeBlock draws (site-bundle/use-page-code-blocks.tsx) is React's; the page's
    // block it takes in has its button already
    if (pre.closest('.code-block-host')) continue;
    let wrapper = pre.parentElement;
    // the pipeline wraps shiki's pre in div.code-block (with an optional title); bare pres get one here
    if (!wrapper?.classList.contains('code-block')) {
      wrapper = document.createElement('div');
      wrapper.className = 'code-block';
      pre.replaceWith(wrapper);
      wrapper.append(pre);
    }
    if (wrapper.querySelector(':scope > .code-block__copy')) continue;
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
    wrapper.append(button);
  }
}
