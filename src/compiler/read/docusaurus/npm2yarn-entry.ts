import { createRequire } from 'node:module';
import { isRecord } from '../../../contracts/is-record.ts';
import { resolveFromSite } from '../site-package.ts';
import { stubName } from './stub.ts';

// @docusaurus/remark-plugin-npm2yarn, whose work docgate does itself (markdown/npm2yarn.ts), read from its
// entry in a content plugin's remarkPlugins: its `sync`, and its `converters` (`'yarn'`, or a custom one,
// `[name, (npmCode) => code]`: openapi-qraft's turn `npx` into `yarn exec`).

/** The remark plugin whose work docgate does itself: not installed, it is not missed. */
export const NPM2YARN = '@docusaurus/remark-plugin-npm2yarn';

/** Whether a remark plugin entry's function is npm2yarn's: its stand-in, or the site's installed copy of it. */
export function isNpm2yarn(fn: unknown, siteDir: string): boolean {
  if (stubName(fn) === NPM2YARN) return true;
  if (typeof fn !== 'function') return false;
  const file = resolveFromSite(siteDir, NPM2YARN);
  if (!file) return false;
  const installed = createRequire(file)(file) as { default?: unknown };
  return installed === fn || installed.default === fn;
}

export type CustomConverter = (npmCode: string) => string;

/** Its options as a render thread can be sent them: `sync`, and the converters' names in their order. */
export function npm2yarnOptions(entry: unknown): { sync: boolean; converters?: string[] } {
  const options = Array.isArray(entry) && isRecord(entry[1]) ? entry[1] : {};
  const sync = options.sync === true;
  if (!Array.isArray(options.converters)) return { sync };
  const names = options.converters.flatMap((converter) =>
    typeof converter === 'string' ? [converter] : Array.isArray(converter) && typeof converter[0] === 'string' ? [converter[0]] : [],
  );
  return { sync, converters: names };
}

/** Its custom converters by name: functions, which stay in the thread that loaded the config. */
export function customConverters(entry: unknown): Record<string, CustomConverter> {
  const options = Array.isArray(entry) && isRecord(entry[1]) ? entry[1] : {};
  const custom: Record<string, CustomConverter> = {};
  if (!Array.isArray(options.converters)) return custom;
  for (const converter of options.converters)
    if (Array.isArray(converter) && typeof converter[0] === 'string' && typeof converter[1] === 'function')
      custom[converter[0]] = converter[1] as CustomConverter;
  return custom;
}
