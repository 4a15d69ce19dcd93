import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ManifestCheck } from '../../../src/compiler/check/manifest-check.ts';
import { manifestSchema, type Manifest } from '../../../src/contracts/manifest.ts';
import { compilerFor } from './helpers.ts';

const manifest = async (): Promise<Manifest> => (await compilerFor().build()).manifest!;

describe('ManifestCheck', () => {
  it('gives the bytes of manifestSchema.parse and JSON.stringify, key order included', async () => {
    const built = await manifest();
    // keys out of schema order and one the schema does not know: parse reorders and strips
    const input = { extra: true, ...built, routes: built.routes.map(({ path, ...rest }) => ({ ...rest, stray: 1, path })) } as Manifest;
    const check = new ManifestCheck();
    const expected = JSON.stringify(manifestSchema.parse(input));
    expect(check.stringify(check.parse(input))).toBe(expected);
    // again, from the parts it kept
    expect(check.stringify(check.parse(input))).toBe(expected);
  });

  it('parses a route object once, and a new route object again', async () => {
    const built = await manifest();
    const check = new ManifestCheck();
    const first = check.parse(built);
    const next = { ...built, routes: built.routes.map((route, i) => (i === 0 ? { ...route, title: 'Changed' } : route)) };
    const second = check.parse(next);
    expect(second.routes[1]).toBe(first.routes[1]);
    expect(second.routes[0]).not.toBe(first.routes[0]);
    expect(JSON.parse(check.stringify(second)).routes[0].title).toBe('Changed');
  });

  it('rejects what the schema rejects, naming the place in the whole manifest', async () => {
    const built = await manifest();
    const check = new ManifestCheck();
    check.parse(built);
    const bad = { ...built, routes: built.routes.map((route, i) => (i === 2 ? { ...route, path: 'no-slash' } : route)) };
    const error = (() => {
      try {
        check.parse(bad);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(z.ZodError);
    expect((error as z.ZodError).issues[0]!.path).toEqual(['routes', 2, 'path']);
  });
});
