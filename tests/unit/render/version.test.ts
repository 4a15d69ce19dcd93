import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain-JavaScript build script, typed by its use here
import { renderSourceHash } from '../../../scripts/render-sources.mjs';
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

  it('changes with any source the renderer imports, also outside src/compiler/markdown, and with no other', async () => {
    const repo = fileURLToPath(new URL('../../..', import.meta.url));
    const copy = mkdtempSync(join(tmpdir(), 'docgate-render-sources-'));
    try {
      cpSync(join(repo, 'src'), join(copy, 'src'), { recursive: true });
      const base: string = await renderSourceHash(copy);
      // the CLI's commands do not decide a page's HTML: editing them keeps the cached pages
      appendFileSync(join(copy, 'src/cli/main.ts'), '\n// an edit\n');
      expect(await renderSourceHash(copy)).toBe(base);
      // a renamed CSS-module class is in every code block's HTML
      appendFileSync(join(copy, 'src/contracts/module-classes.ts'), '\n// an edit\n');
      expect(await renderSourceHash(copy)).not.toBe(base);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
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
