import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../../../src/compiler/diagnostics/diagnostic.ts';
import { diskFolder } from '../../../src/compiler/read/content-folder.ts';
import { memoryFolder } from '../../../src/compiler/read/memory-folder.ts';
import { compilerFor, readFolder } from './helpers.ts';

// every folder under tests/fixtures/sites is a case: its content/ is built in memory, with the compile
// options of its options.json when it has one ({ "includeDrafts": true }), and the build's diagnostics
// and routes must equal expected-diagnostics.txt and expected-routes.txt. UPDATE=1 rewrites them.
// `{ "bundle": true }` builds it from disk with its site bundle (Vite), whose messages it pins too.
const root = fileURLToPath(new URL('../../fixtures/sites/', import.meta.url));
const cases = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

interface FixtureOptions {
  includeDrafts?: boolean;
  bundle?: boolean;
}

/** Compares `actual` with a case's expectation file, or writes it under UPDATE=1. */
function expectFile(name: string, file: string, actual: string): void {
  const path = join(root, name, file);
  if (process.env.UPDATE) writeFileSync(path, actual);
  expect(actual, `${name}/${file} (UPDATE=1 rewrites it)`).toBe(existsSync(path) ? readFileSync(path, 'utf8') : '(missing file)');
}

describe('site fixtures', () => {
  test('the fixture folder holds cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  for (const name of cases) {
    test(`${name}/content builds to ${name}/expected-diagnostics.txt and expected-routes.txt`, async () => {
      const optionsFile = join(root, name, 'options.json');
      const options = (existsSync(optionsFile) ? JSON.parse(readFileSync(optionsFile, 'utf8')) : {}) as FixtureOptions;
      const content = join(root, name, 'content');
      // a bundle is built from disk, in a copy: its caches (.docgate/) stay out of the repository
      const copy = options.bundle ? await mkdtemp(join(tmpdir(), 'docgate-site-fixture-')) : null;
      if (copy) await cp(content, join(copy, 'content'), { recursive: true });
      const folder = copy ? diskFolder(join(copy, 'content')) : memoryFolder(readFolder(content));
      const result = await compilerFor(folder, options.includeDrafts ?? false, { bundle: options.bundle })
        .build()
        .finally(() => copy && rm(copy, { recursive: true, force: true }));
      const lines = (list: string[]) => list.map((line) => `${line}\n`).join('');
      expectFile(name, 'expected-diagnostics.txt', lines(result.diagnostics.map(formatDiagnostic)));
      expectFile(name, 'expected-routes.txt', lines(result.manifest?.routes.map((r) => `${r.path} ${r.kind}`) ?? []));
      // a fixture with a site bundle runs Vite over the site's code: seconds, not the unit tests' usual 5
    }, 60_000);
  }
});
