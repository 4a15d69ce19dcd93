import { dirname } from 'node:path';
import type { PluggableList } from 'unified';
import { createProcessor, type Format, type MarkdownProcessor } from './processor.ts';
import type { SiteMarkdownOptions, SitePluginsRef } from './types.ts';
import type { CustomConverter } from '../read/docusaurus/npm2yarn-entry.ts';

// A site's own processor, made once per thread and set of options: its admonition keywords and the
// remark and rehype plugins its Docusaurus config lists, loaded here (a render thread cannot be sent functions).

const processors = new Map<string, Promise<MarkdownProcessor>>();

/** The frozen processor for a site's options and a page format. */
export function siteProcessor(site: SiteMarkdownOptions, format: Format): Promise<MarkdownProcessor> {
  const key = `${format}\u0000${JSON.stringify(site)}`;
  let made = processors.get(key);
  if (!made) {
    made = (async () => {
      const plugins = site.plugins ? await loadPlugins(site.plugins) : null;
      return createProcessor(format, {
        ...(site.admonitions ? { admonitionKeywords: site.admonitions.keywords } : {}),
        ...(plugins ?? {}),
      }).freeze();
    })();
    // a config that fails to load fails this page; the next page tries again (the author may have fixed it)
    made.catch(() => processors.delete(key));
    processors.set(key, made);
  }
  return made;
}

/** A content plugin's remark and rehype plugins, from the config the main thread read them in. */
export async function loadPlugins(ref: SitePluginsRef): Promise<{
  remarkBefore: PluggableList;
  remarkAfter: PluggableList;
  rehype: PluggableList;
  npm2yarnConverters: Record<string, CustomConverter>;
}> {
  const [{ isLoaded, loadModule }, { pluginEntry, scopeOf, sortPlugins }, { stubName }, { customConverters, isNpm2yarn }] =
    await Promise.all([
      import('../read/docusaurus/load-module.ts'),
      import('../read/docusaurus/plugins.ts'),
      import('../read/docusaurus/stub.ts'),
      import('../read/docusaurus/npm2yarn-entry.ts'),
    ]);
  const loaded = await loadModule(ref.configFile, { call: true });
  if (!isLoaded(loaded)) throw new Error(`the remark and rehype plugins of ${ref.configFile} could not be loaded: ${loaded.message}`);
  const config = (loaded.value ?? {}) as Record<string, unknown>;
  const plugin = sortPlugins(config, dirname(ref.configFile)).content.find((p) => scopeOf(p) === ref.scope);
  // the main thread warned about every plugin it skips: a package that is not installed
  const list = (key: string): PluggableList => {
    const entries = plugin?.options[key];
    if (!Array.isArray(entries)) return [];
    return entries.flatMap((entry) => {
      const usable = pluginEntry(entry);
      return usable && stubName(usable.fn) === null ? [usable.entry] : [];
    }) as PluggableList;
  };
  const remarkPlugins = plugin?.options.remarkPlugins;
  const npm2yarn = Array.isArray(remarkPlugins)
    ? remarkPlugins.find((entry) => isNpm2yarn(pluginEntry(entry)?.fn ?? entry, dirname(ref.configFile)))
    : undefined;
  return {
    npm2yarnConverters: npm2yarn === undefined ? {} : customConverters(npm2yarn),
    remarkBefore: list('beforeDefaultRemarkPlugins'),
    remarkAfter: list('remarkPlugins'),
    rehype: [...list('beforeDefaultRehypePlugins'), ...list('rehypePlugins')],
  };
}
