import { describe, expect, it, vi } from 'vitest';
import type { ContentSource } from '../../viewer/src/content/content-source.ts';
import { rewriteGateRefs } from '../../viewer/src/content/gate-refs.ts';
import { resolveGateAssets } from '../../viewer/src/content/resolve-gate-assets.ts';

const source = {
  asset: vi.fn(async (path: string) => `blob:test/${path}`),
  typeOf: (path: string) => (path.endsWith('.pdf') ? 'application/pdf' : 'application/zip'),
} as unknown as ContentSource;

describe('gated files in a page', () => {
  it('gives a video its poster and sources, and has it load again once the sources are there', async () => {
    const root = document.createElement('div');
    root.innerHTML = rewriteGateRefs(
      '<video controls poster="gate:assets/p.png"><source src="gate:assets/v.mp4" type="video/mp4"></video><img src="gate:assets/i.png">',
    );
    // the browser never sees a gate: URL, which it would try to fetch
    expect(root.innerHTML).not.toContain('"gate:');
    const video = root.querySelector('video')!;
    const load = vi.spyOn(video, 'load').mockImplementation(() => {});
    resolveGateAssets(root, source);
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    expect(video.getAttribute('poster')).toBe('blob:test/assets/p.png');
    expect(root.querySelector('source')!.getAttribute('src')).toBe('blob:test/assets/v.mp4');
    expect(root.querySelector('img')!.getAttribute('src')).toBe('blob:test/assets/i.png');
  });

  it("keeps an image's fragment on its blob URL, which a site's CSS selects it by (#gh-dark-mode-only)", async () => {
    const root = document.createElement('div');
    root.innerHTML = rewriteGateRefs('<img src="gate:assets/d.png#gh-dark-mode-only">');
    resolveGateAssets(root, source);
    await vi.waitFor(() => expect(root.querySelector('img')!.getAttribute('src')).toBe('blob:test/assets/d.png#gh-dark-mode-only'));
    expect(source.asset).toHaveBeenLastCalledWith('assets/d.png', 'show');
  });

  it('saves a linked file the browser would not show under the name its link carries, and opens a PDF in a new tab', async () => {
    const root = document.createElement('div');
    root.innerHTML = rewriteGateRefs(
      '<a href="gate:assets/k.zip?name=starter%20kit.zip">kit</a><a href="gate:assets/s.pdf?name=slides.pdf">slides</a>',
    );
    resolveGateAssets(root, source);
    const [kit, slides] = root.querySelectorAll('a');
    await vi.waitFor(() => expect(kit!.getAttribute('href')).toBe('blob:test/assets/k.zip'));
    expect(kit!.download).toBe('starter kit.zip');
    await vi.waitFor(() => expect(slides!.getAttribute('href')).toBe('blob:test/assets/s.pdf'));
    expect(slides!.hasAttribute('download')).toBe(false);
    expect(slides!.target).toBe('_blank');
  });
});
