import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/gate/database/migrate.ts';
import { RpcRunner } from '../../src/gate/database/rpc.ts';
import { readSiteFile, storedHash } from '../../src/gate/publish/collect.ts';
import { uploadMissing } from '../../src/gate/publish/publish.ts';
import type { GateTarget } from '../../src/gate/publish/target.ts';
import { call, READER } from './support/gate-calls.ts';
import { GATE_TARGETS, type EmptyDatabase } from './support/gate-targets.ts';
import { rootManifest, tempDir } from './support/site-dir.ts';

// JSON files as the compiler writes them, objects' keys out of jsonb's order (by length, then bytes)
const WRITTEN: Record<string, string> = {
  'manifest.json': rootManifest('order-1'),
  'pages/order.json': '{"title":"Order","customFields":{"ordered":{"zeta":1,"alpha":2,"b":3}},"links":[{"url":"/a","label":"A"}]}',
};

/** The publish functions as `docgate publish` calls them, as service_role on `rpc`. */
const serviceTarget = (rpc: RpcRunner): GateTarget => ({
  name: 'the test database',
  local: true,
  async rpc<T>(fn: string, args: Record<string, unknown> = {}) {
    const result = await rpc.call('service_role', fn, args);
    return (result.json === null ? null : JSON.parse(result.json)) as T;
  },
  close: async () => undefined,
});

/** Publishes WRITTEN as `docgate publish` does: the bodies the database lacks, then the build. */
async function publishWritten(rpc: RpcRunner, siteDir: string, buildId: string): Promise<void> {
  const files = await Promise.all(Object.keys(WRITTEN).map((path) => readSiteFile(siteDir, path)));
  const target = serviceTarget(rpc);
  await uploadMissing(target, files);
  await target.rpc('docs_publish_build', { build_id: buildId, files: Object.fromEntries(files.map((f) => [f.path, f.hash])) });
}

/** The text docs_file answers a reader with: what the local server sends, and PostgREST for a json result. */
async function fileText(rpc: RpcRunner, token: string, path: string): Promise<string | null> {
  return (await rpc.call('anon', 'docs_file', { token, path })).json;
}

describe.each(GATE_TARGETS)('JSON files through the gate on $name', (target) => {
  let siteDir: string;
  beforeAll(async () => {
    siteDir = await tempDir('docgate-json-order-');
    for (const [path, text] of Object.entries(WRITTEN)) {
      await mkdir(dirname(join(siteDir, path)), { recursive: true });
      await writeFile(join(siteDir, path), text);
    }
  });
  afterAll(() => rm(siteDir, { recursive: true, force: true }));

  it('come back as the compiler wrote them, keys in written order', async () => {
    const gate = await target.open();
    try {
      await call(gate.rpc, 'service_role', 'docs_admin_add_reader', READER);
      await publishWritten(gate.rpc, siteDir, 'order-1');
      const { body } = await call(gate.rpc, 'anon', 'docs_sign_in', READER);
      for (const [path, text] of Object.entries(WRITTEN)) expect(await fileText(gate.rpc, body.token, path)).toBe(text);
      const page = JSON.parse((await fileText(gate.rpc, body.token, 'pages/order.json'))!);
      expect(Object.keys(page.customFields.ordered)).toEqual(['zeta', 'alpha', 'b']);
    } finally {
      await gate.close();
    }
  });

  it('still serves what a gate of jsonb bodies holds once upgraded, and in written order once published again', async () => {
    const empty: EmptyDatabase = await target.openEmpty();
    try {
      const migrations = await readMigrations();
      const upgrade = migrations.findIndex((m) => m.name === 'json_bodies');
      expect(upgrade).toBeGreaterThan(0);
      for (const m of migrations.slice(0, upgrade)) await empty.db.exec(m.sql);
      const rpc = new RpcRunner(empty.db);
      await rpc.loadSchema();
      // what docgate published to that gate: each body parsed into jsonb, named by a hash of kind `json`
      const old = Object.entries(WRITTEN).map(([path, text]) => ({
        path,
        body: JSON.parse(text),
        hash: storedHash('json', Buffer.from(text)),
      }));
      await call(rpc, 'service_role', 'docs_publish_put_files', { files: old.map(({ hash, body }) => ({ hash, body })) });
      await call(rpc, 'service_role', 'docs_publish_build', {
        build_id: 'order-1',
        files: Object.fromEntries(old.map((f) => [f.path, f.hash])),
      });
      await call(rpc, 'service_role', 'docs_admin_add_reader', READER);
      const { body } = await call(rpc, 'anon', 'docs_sign_in', READER);

      for (const m of migrations.slice(upgrade)) await empty.db.exec(m.sql);
      await rpc.loadSchema();
      // the session and the live build survive the upgrade; the stored bodies keep the order jsonb gave them
      const stored = JSON.parse((await fileText(rpc, body.token, 'pages/order.json'))!);
      expect(stored).toEqual(JSON.parse(WRITTEN['pages/order.json']));
      expect(Object.keys(stored.customFields.ordered)).toEqual(['b', 'zeta', 'alpha']);

      // the same files published again are uploaded again, not found under their old names
      await publishWritten(rpc, siteDir, 'order-2');
      expect(await fileText(rpc, body.token, 'pages/order.json')).toBe(await readFile(join(siteDir, 'pages/order.json'), 'utf8'));
    } finally {
      await empty.close();
    }
  });
});
