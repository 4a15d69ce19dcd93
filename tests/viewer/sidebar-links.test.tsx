import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SidebarLink } from '../../viewer/src/components/docs-sidebar/sidebar-link.tsx';
import { ContentContext } from '../../viewer/src/content/content-context.ts';
import { installDom } from './support/dom.ts';

installDom();

/** A content source whose assets are `blob:<use>:<path>`. */
const source = { asset: async (path: string, use = 'show') => `blob:${use}:${path}` };

describe('a sidebar link item', () => {
  it("opens a file of the site (Docusaurus' pathname:// to a static PDF, gated by the compiler) through the gate, in a new tab", async () => {
    render(
      <ContentContext.Provider value={{ source } as never}>
        <SidebarLink href="gate:assets/ef381f48344a.pdf" label="Full Document" />
      </ContentContext.Provider>,
    );
    const link = screen.getByRole('link', { name: 'Full Document' });
    // never the gate: URL, which the browser cannot load
    expect(link.getAttribute('href')).toBe('#');
    await waitFor(() => expect(link.getAttribute('href')).toBe('blob:link:assets/ef381f48344a.pdf'));
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('leads a pathname:// that is no file of the site to its path, loaded whole as Docusaurus loads it; another site in a new tab with the arrow; a path of the site inside it', () => {
    render(
      <ContentContext.Provider value={{ source } as never}>
        <SidebarLink href="pathname:///api/v7/index.html" label="API" />
        <SidebarLink href="https://example.com/x" label="Elsewhere" />
        <SidebarLink href="/blog" label="Blog" />
      </ContentContext.Provider>,
    );
    const api = screen.getByRole('link', { name: 'API' });
    expect(api.getAttribute('href')).toBe('/api/v7/index.html');
    expect(api.getAttribute('target')).toBeNull();
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    expect(elsewhere.getAttribute('target')).toBe('_blank');
    expect(elsewhere.querySelector('svg')).not.toBeNull();
    // Docusaurus' isInternalUrl: routed in the open tab, no arrow
    const blog = screen.getByRole('link', { name: 'Blog' });
    expect(blog.getAttribute('href')).toBe('/blog');
    expect(blog.getAttribute('target')).toBeNull();
    expect(blog.querySelector('svg')).toBeNull();
  });
});
