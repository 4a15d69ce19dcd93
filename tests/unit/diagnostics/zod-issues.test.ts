import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWithDiagnostics } from '../../../src/compiler/diagnostics/zod-issues.ts';

/** `path-of-the-position message` lines: the position is the field path the diagnostic points at. */
function problems(schema: z.ZodType, value: unknown): string[] {
  const checked = parseWithDiagnostics(schema, value, {
    file: 'content/site.config.json',
    rule: 'config',
    // a fake file in which a field's line is its path, so the tests see where each diagnostic points
    locate: (path) => ({ line: path.length, column: 1 }),
  });
  return checked.ok ? [] : checked.diagnostics.map((d) => `${d.line} ${d.message}`);
}

describe('union issues', () => {
  const link = z.union([
    z.string(),
    z.strictObject({ type: z.literal('doc'), id: z.string() }),
    z.strictObject({ type: z.literal('link'), href: z.string(), label: z.string() }),
  ]);

  it('list every type the union allows when the value has none of them', () => {
    expect(problems(z.object({ item: link }), { item: 5 })).toEqual([
      '1 item: did not match union, expected string | object, received number',
    ]);
    expect(problems(z.object({ item: link }), {})).toEqual(['1 item: did not match union, expected string | object, required']);
  });

  it('list every value of the literal field when no branch has it', () => {
    expect(problems(link, { type: 'page' })).toEqual(["1 type: did not match union, expected 'doc' | 'link', received 'page'"]);
    expect(problems(link, { id: 'intro' })).toEqual(["1 type: did not match union, expected 'doc' | 'link', required"]);
  });

  it("report the problems of the one branch the value matches, at that branch's fields", () => {
    expect(problems(link, { type: 'link', href: '/x' })).toEqual(['1 label: required, expected string']);
    expect(problems(link, { type: 'doc', id: 'a', label: 'A' })).toEqual(["1 (root): unknown field 'label'"]);
  });

  it('say what each branch expected when several match the value as far', () => {
    const either = z.union([z.object({ name: z.string() }), z.object({ key: z.number(), page: z.boolean() })]);
    expect(problems(either, {})).toEqual([
      '0 (root): did not match union, expected { name: string } | { key: number; page: boolean }, received object',
    ]);
  });

  it('explain a union nested in the branch that matches, at its own path', () => {
    const authors = z.object({ authors: z.union([z.string(), z.array(z.union([z.string(), z.object({ name: z.string() })]))]) });
    expect(problems(authors, { authors: ['ann', true] })).toEqual([
      '2 authors.1: did not match union, expected string | object, received boolean',
    ]);
  });

  it('name the discriminator of a discriminated union and the values it knows', () => {
    const category = z.object({
      link: z.discriminatedUnion('type', [
        z.object({ type: z.literal('doc'), id: z.string() }),
        z.object({ type: z.literal('generated-index') }),
      ]),
    });
    expect(problems(category, { link: { type: 'index' } })).toEqual([
      "2 link.type: did not match union, expected 'doc' | 'generated-index', received 'index'",
    ]);
  });
});

describe('other issues', () => {
  it('keep their dotted path and say what was expected', () => {
    const config = z.strictObject({ navbar: z.strictObject({ items: z.array(z.strictObject({ position: z.enum(['left', 'right']) })) }) });
    expect(problems(config, { navbar: { items: [{ position: 'middle' }] }, colour: 'blue' })).toEqual([
      "4 navbar.items.0.position: expected 'left' or 'right'",
      "1 (root): unknown field 'colour'",
    ]);
  });
});
