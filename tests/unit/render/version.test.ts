import { describe, expect, it } from 'vitest';
import { compilerVersion, installedVersion, RENDER_PACKAGES, rendererVersion } from '../../../src/compiler/render/version.ts';

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

describe("the compiler version that keeps a warm build's page files", () => {
  it('changes when zod, which checks and shapes each page file, is upgraded', () => {
    expect(compilerVersion(() => '4.0.0')).not.toBe(compilerVersion(() => '4.0.1'));
    expect(compilerVersion(() => '4.0.0')).toBe(compilerVersion(() => '4.0.0'));
    expect(compilerVersion()).toBe(compilerVersion(installedVersion));
  });
});
