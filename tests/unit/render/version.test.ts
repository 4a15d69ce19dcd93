import { describe, expect, it } from 'vitest';
import { installedVersion, RENDER_PACKAGES, rendererVersion } from '../../../src/compiler/render/version.ts';

describe('the renderer version in the render cache key', () => {
  it('changes when any markdown or highlighting package is upgraded, so an upgrade never serves stale HTML', () => {
    const base = rendererVersion(() => '1.0.0');
    for (const upgraded of ['micromark', 'remark-gfm', 'rehype-sanitize', 'shiki']) {
      expect(RENDER_PACKAGES).toContain(upgraded);
      expect(rendererVersion((name) => (name === upgraded ? '1.0.1' : '1.0.0'))).not.toBe(base);
    }
    expect(rendererVersion(() => '1.0.0')).toBe(base);
  });

  it('reads the versions installed beside docgate', () => {
    expect(installedVersion('shiki')).toMatch(/^\d+\.\d+\.\d+/);
    expect(installedVersion('no-such-package-here')).toBe('none');
  });
});
