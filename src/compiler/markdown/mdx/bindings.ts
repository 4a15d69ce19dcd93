import type { Bindings } from './esm.ts';
import { ASSET_FILE } from './asset-file.ts';
import { NOT_STATIC, type ScopeValue } from './evaluate.ts';

/** `require('./x.png')`: the module of a file, its default export the path, which the asset check resolves. */
const requireAsset: ScopeValue = {
  call: ([path]) => (typeof path === 'string' && ASSET_FILE.test(path) ? { default: path } : NOT_STATIC),
};

/** Fresh bindings for a page (`frontMatter`) or a partial (`props` too). */
export function newBindings(values: Record<string, unknown>): Bindings {
  const scope = new Map<string, ScopeValue>(Object.entries(values).map(([name, value]) => [name, { value }]));
  scope.set('require', requireAsset);
  return { scope, components: new Map(), code: new Map() };
}
