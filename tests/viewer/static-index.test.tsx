import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RUNTIME_GLOBAL } from '../../src/contracts/site-bundle.ts';
import { ContentContext } from '../../viewer/src/content/content-context.ts';
import { installRuntime } from '../../viewer/src/site-bundle/runtime.ts';
import { jsx } from '../../viewer/src/site-bundle/site-elements.ts';
import { staticFiles } from '../../viewer/src/site-bundle/static-files.ts';
import { installDom } from './support/dom.ts';

// A path site code computes at run time (`useBaseUrl(`/img/${icon}`)`) is found in the static folders'
// index (viewer/src/site-bundle/static-files.ts) and shown once its file came through the gate.

installDom();
installRuntime();

type Registry = Record<string, Record<string, unknown>>;
const registry = (globalThis as unknown as Record<string, Registry>)[RUNTIME_GLOBAL]!;
const useBaseUrl = registry['@docusaurus/useBaseUrl']!.default as (url: string) => string;

/** A content source whose assets are `blob:<path>`, with the paths it was asked for. */
function withAssets(children: ReactNode) {
  const asked: string[] = [];
  const source = {
    asset: async (path: string) => {
      asked.push(path);
      return `blob:${path}`;
    },
  };
  const view = render(<ContentContext.Provider value={{ source } as never}>{children}</ContentContext.Provider>);
  return { ...view, asked };
}

afterEach(() => staticFiles.setIndex({}));

describe('the static lookup', () => {
  it("gives a path the bundle does not name as its gated asset, a named one's inlined copy first, and nothing else", () => {
    staticFiles.register({ '/img/named.svg': 'data:image/svg+xml,named' });
    staticFiles.setIndex({ '/img/named.svg': 'assets/aaa.svg', '/img/red.svg': 'assets/bbb.svg', '/img/Wave Shape.svg': 'assets/ccc.svg' });
    expect(staticFiles.lookUp('/img/named.svg')).toBe('data:image/svg+xml,named');
    expect(staticFiles.lookUp(`img/${'red'}.svg`)).toBe('gate:assets/bbb.svg');
    expect(staticFiles.lookUp('/img/red.svg?v=2')).toBe('gate:assets/bbb.svg');
    expect(staticFiles.lookUp('/img/Wave%20Shape.svg')).toBe('gate:assets/ccc.svg');
    expect(staticFiles.lookUp('/img/blue.svg')).toBeUndefined();
    expect(staticFiles.lookUp('https://example.com/img/red.svg')).toBeUndefined();
    expect(useBaseUrl('/img/red.svg')).toBe('gate:assets/bbb.svg');
    // a sign-out forgets the build's index
    staticFiles.setIndex({});
    expect(staticFiles.lookUp('/img/red.svg')).toBeUndefined();
  });

  it('shows a site <img> whose computed src is in the index with its file fetched through the gate', async () => {
    staticFiles.setIndex({ '/img/red.svg': 'assets/bbb.svg' });
    const name = 'red';
    const { asked } = withAssets(jsx('img', { alt: 'by src', src: `/img/${name}.svg` }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'by src' }).getAttribute('src')).toBe('blob:assets/bbb.svg'));
    expect(asked).toEqual(['assets/bbb.svg']);
  });

  it("shows useBaseUrl's gated URL with a query added (`logo + '?v=42'`) as the same file", async () => {
    staticFiles.setIndex({ '/img/red.svg': 'assets/bbb.svg' });
    withAssets(jsx('img', { alt: 'query', src: `${useBaseUrl('/img/red.svg')}?v=42` }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'query' }).getAttribute('src')).toBe('blob:assets/bbb.svg'));
  });

  it('puts a <source> of a gated file in only once its file is there, so its video plays it', async () => {
    staticFiles.setIndex({ '/video/demo.webm': 'assets/ddd.webm' });
    const { container } = withAssets(jsx('video', { children: jsx('source', { src: '/video/demo.webm', type: 'video/webm' }) }));
    await waitFor(() => expect(container.querySelector('source')?.getAttribute('src')).toBe('blob:assets/ddd.webm'));
  });
});
