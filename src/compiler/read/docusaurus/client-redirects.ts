import { z } from 'zod';
import type { Position } from '../../diagnostics/diagnostic.ts';
import type { Findings, FieldPath } from './findings.ts';
import { fullName, type OtherPlugin } from './plugins.ts';

// @docusaurus/plugin-client-redirects: Docusaurus writes a page at each old path that sends the reader on
// to the new one. docgate serves no such files; the viewer, finding no page at a path, looks it up in the
// build's redirects (emit/redirects.ts) and goes on, as that page's script would.

export const CLIENT_REDIRECTS = '@docusaurus/plugin-client-redirects';

const fn = z.custom<(path: string) => unknown>((value) => typeof value === 'function', 'expected a function');

const optionsSchema = z.object({
  redirects: z.array(z.object({ to: z.string(), from: z.union([z.string(), z.array(z.string())]) })).default([]),
  createRedirects: fn.optional(),
  fromExtensions: z.array(z.string()).default([]),
  toExtensions: z.array(z.string()).default([]),
});

/** The plugin's options as the build applies them, with where they are written. */
export interface RedirectOptions {
  rules: { from: string[]; to: string }[];
  /** createRedirects: an existing path -> the old paths that lead to it */
  create?: (path: string) => unknown;
  fromExtensions: string[];
  toExtensions: string[];
  /** the options' place in the config (`plugins.3.1`), the config file and where a field's value is in it */
  path: FieldPath;
  file: string;
  locate(path: FieldPath, value?: unknown): Position;
}

/** The client redirects plugin among the site's other plugins, read; null when it has none or its options are invalid (reported). */
export function clientRedirects(others: OtherPlugin[], findings: Findings): { plugin: OtherPlugin; options: RedirectOptions } | null {
  const plugin = others.find((other) => other.type === 'plugin' && fullName(other.name, other.type) === CLIENT_REDIRECTS);
  if (!plugin) return null;
  const path = [...plugin.path, 1];
  const parsed = optionsSchema.safeParse(plugin.options ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    findings.error([...path, ...(issue.path as FieldPath)], `invalid client redirects option: ${issue.message}`);
    return null;
  }
  const { redirects, createRedirects, fromExtensions, toExtensions } = parsed.data;
  return {
    plugin,
    options: {
      rules: redirects.map((rule) => ({ from: typeof rule.from === 'string' ? [rule.from] : rule.from, to: rule.to })),
      ...(createRedirects ? { create: createRedirects } : {}),
      fromExtensions,
      toExtensions,
      path,
      file: findings.file,
      locate: (at, value) => findings.locate(at, value),
    },
  };
}
