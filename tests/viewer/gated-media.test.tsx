import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ContentContext } from '../../viewer/src/content/content-context.ts';
import { jsx } from '../../viewer/src/site-bundle/site-elements.ts';
import { installDom } from './support/dom.ts';

// An image site code imports is inlined when small, a gated asset of its own when large
// (compiler/bundle/gated-assets.ts): wherever site code puts either, the reader sees the file.

installDom();

/** A content source whose assets are `blob:<use>:<path>`. */
function withAssets(children: ReactNode) {
  const source = {
    asset: async (path: string, use = 'show') => `blob:${use}:${path}`,
    typeOf: (path: string) => (path.endsWith('.pdf') ? 'application/pdf' : 'application/zip'),
  };
  return render(<ContentContext.Provider value={{ source } as never}>{children}</ContentContext.Provider>);
}

describe('a site element showing an imported file', () => {
  it("shows an inlined image with a query appended (`logo + '?v=42'`) as the image itself", () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    withAssets(jsx('img', { alt: 'logo', src: `${logo}?v=42` }));
    expect(screen.getByRole('img', { name: 'logo' }).getAttribute('src')).toBe(logo);
  });

  it("puts a gated file in a style's url() and a link's href once it came through the gate", async () => {
    const { container } = withAssets(
      jsx('div', {
        children: [
          jsx('div', { className: 'hero', style: { backgroundImage: 'url(gate:assets/abc.png)', color: 'red' } }, 'hero'),
          jsx('a', { href: 'gate:assets/def.pdf', children: 'the guide' }, 'link'),
        ],
      }),
    );
    await waitFor(() =>
      expect(container.querySelector<HTMLElement>('.hero')?.style.backgroundImage).toBe('url("blob:show:assets/abc.png")'),
    );
    expect(container.querySelector<HTMLElement>('.hero')?.style.color).toBe('red');
    // a link's file may be opened as a document: it comes as one that runs no script
    await waitFor(() => expect(screen.getByRole('link', { name: 'the guide' }).getAttribute('href')).toBe('blob:link:assets/def.pdf'));
  });

  it("saves a link's file the browser would not show under the name its gate URL carries, as a Markdown link the site's MDXComponents draws", async () => {
    withAssets(
      jsx('div', {
        children: [
          jsx('a', { href: 'gate:assets/k.zip?name=kit.zip', children: 'kit' }, 'kit'),
          jsx('a', { href: 'gate:assets/s.pdf?name=slides.pdf', children: 'slides' }, 'slides'),
        ],
      }),
    );
    await waitFor(() => expect(screen.getByRole('link', { name: 'kit' }).getAttribute('href')).toBe('blob:link:assets/k.zip'));
    expect(screen.getByRole('link', { name: 'kit' }).getAttribute('download')).toBe('kit.zip');
    await waitFor(() => expect(screen.getByRole('link', { name: 'slides' }).getAttribute('href')).toBe('blob:link:assets/s.pdf'));
    expect(screen.getByRole('link', { name: 'slides' }).hasAttribute('download')).toBe(false);
  });
});
