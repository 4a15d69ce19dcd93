import { describe, expect, it } from 'vitest';
import { AssetStore } from '../../../src/compiler/check/assets.ts';
import { staticIndex, staticFolderFiles, withStaticChanges } from '../../../src/compiler/emit/static-index.ts';
import { contentHash } from '../../../src/compiler/read/hash.ts';
import { memoryFolder } from '../../../src/compiler/read/memory-folder.ts';

// The index of the static folders' files that a path site code computes or fetches is looked up in (emit/static-index.ts).

const FILES = {
  'static/img/red.svg': '<svg>red</svg>',
  'static/img/nested/photo.png': 'png bytes',
  'static/robots.txt': 'User-agent: *',
  'static/video/demo.webm': 'webm bytes',
  'public/img/red.svg': '<svg>the second folder</svg>',
  'public/img/only-here.gif': 'gif bytes',
  'src/pages/index.js': 'export default () => null;',
};

function indexOf(files: Record<string, string>, staticDirs: string[], limits?: { file: number; total: number }) {
  const folder = memoryFolder(files);
  const list = staticFolderFiles(Object.keys(files), staticDirs);
  return staticIndex(list, {
    staticDirs,
    siteDir: folder.dir,
    assets: new AssetStore(folder),
    file: (rel) => rel,
    ...(limits ? { limits } : {}),
  });
}

const parsed = (text: string | Uint8Array | undefined): Record<string, string> => JSON.parse(String(text));

describe('the static index', () => {
  it('maps each file of the static folders, images, videos and data alike, by its site path, to its content-hashed asset', async () => {
    const { file, assets, diagnostics } = await indexOf(FILES, ['static']);
    expect(parsed(file?.content)).toEqual({
      '/img/nested/photo.png': `assets/${contentHash('png bytes')}.png`,
      '/img/red.svg': `assets/${contentHash('<svg>red</svg>')}.svg`,
      '/robots.txt': `assets/${contentHash('User-agent: *')}.txt`,
      '/video/demo.webm': `assets/${contentHash('webm bytes')}.webm`,
    });
    expect(file?.path).toBe(`bundle/static-${contentHash(String(file?.content))}.json`);
    expect(assets.map((asset) => asset.path).sort()).toEqual(Object.values(parsed(file?.content)).sort());
    expect(diagnostics).toEqual([]);
  });

  it('takes a path from the first static folder that has it, as the static lookup does', async () => {
    const { file } = await indexOf(FILES, ['static', 'public']);
    const index = parsed(file?.content);
    expect(index['/img/red.svg']).toBe(`assets/${contentHash('<svg>red</svg>')}.svg`);
    expect(index['/img/only-here.gif']).toBe(`assets/${contentHash('gif bytes')}.gif`);
  });

  it('is no file when the static folders hold nothing', async () => {
    expect((await indexOf({ 'src/pages/index.js': 'x' }, ['static'])).file).toBeNull();
  });

  it('leaves out a file over the per-file limit, and the files past the total, with a warning each', async () => {
    const files = { 'static/a.png': '1234', 'static/b.png': '12', 'static/c.png': '123456789', 'static/d.png': '123' };
    const { file, diagnostics } = await indexOf(files, ['static'], { file: 8, total: 7 });
    expect(Object.keys(parsed(file?.content))).toEqual(['/a.png', '/b.png']);
    expect(diagnostics.map((d) => `${d.file} ${d.message}`)).toEqual([
      expect.stringMatching(/^static\/c\.png 0\.0 MB, over the 0\.0 MB a static file may be/),
      expect.stringMatching(/^static\/ 1 static files \(0\.0 MB\) are past the 0\.0 MB .*: static\/d\.png$/),
    ]);
  });

  it('keeps the list, and so the last index, when a change touches no static file, and makes a new one when it does', () => {
    const list = staticFolderFiles(Object.keys(FILES), ['static']);
    expect(withStaticChanges(list, [{ type: 'change', rel: 'src/pages/index.js' }], ['static'])).toBe(list);
    expect(withStaticChanges(list, [{ type: 'change', rel: 'static/robots.txt' }], ['static'])).not.toBe(list);
    const changed = withStaticChanges(list, [{ type: 'change', rel: 'static/img/red.svg' }], ['static']);
    expect(changed).not.toBe(list);
    expect([...changed].sort()).toEqual([...list].sort());
    const added = withStaticChanges(list, [{ type: 'add', rel: 'static/img/new.avif' }], ['static']);
    expect(added).toContain('static/img/new.avif');
    const removed = withStaticChanges(list, [{ type: 'unlink', rel: 'static/img/red.svg' }], ['static']);
    expect(removed).not.toContain('static/img/red.svg');
  });
});
