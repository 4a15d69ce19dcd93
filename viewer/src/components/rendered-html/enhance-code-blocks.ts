const COPY_LABEL = 'Copy code to clipboard';

/** Adds a copy button to every code block under `root` (idempotent). */
export function enhanceCodeBlocks(root: HTMLElement): void {
  for (const pre of root.querySelectorAll<HTMLPreElement>('pre')) {
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
    button.setAttribute('aria-label', COPY_LABEL);
    button.textContent = 'Copy';
    button.addEventListener('click', () => {
      const text = pre.querySelector('code')?.textContent ?? pre.textContent ?? '';
      void navigator.clipboard?.writeText(text).then(
        () => {
          button.textContent = 'Copied';
          button.setAttribute('aria-label', 'Copied');
          setTimeout(() => {
            button.textContent = 'Copy';
            button.setAttribute('aria-label', COPY_LABEL);
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
