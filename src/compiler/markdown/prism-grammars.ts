import { createPrism, loadComponent, type PrismGrammar, type PrismInstance } from './prism-instance.ts';
import type { SitePrismRef } from './site-prism-ref.ts';

// A thread's Prism instances, one per site's Prism setup (none: prismjs' own components only), made when a
// fence first needs one: most sites never write a language shiki lacks, and never pay for Prism.

const instances = new Map<string, Promise<PrismInstance>>();

/** A language Prism highlights: the instance, its grammar, and what tells its blocks apart in the block cache. */
export interface PrismLanguage {
  prism: PrismInstance;
  grammar: PrismGrammar;
  key: string;
}

/** The Prism grammar of a fence's language (the site's, else one of prismjs' components), or null. */
export async function prismLanguage(name: string, ref: SitePrismRef | undefined): Promise<PrismLanguage | null> {
  const prism = await instanceFor(ref);
  for (const candidate of new Set([name, name.toLowerCase()])) {
    const grammar = grammarOf(prism, candidate) ?? grammarOf(prism, loadComponent(prism, candidate) ?? '');
    if (grammar) return { prism, grammar, key: `prism:${ref?.fingerprint ?? ''}:${candidate}` };
  }
  return null;
}

function grammarOf(prism: PrismInstance, name: string): PrismGrammar | null {
  const grammar = Object.hasOwn(prism.languages, name) ? prism.languages[name] : undefined;
  // (languages also holds Prism's helpers: extend, insertBefore, DFS)
  return grammar !== null && typeof grammar === 'object' ? (grammar as PrismGrammar) : null;
}

function instanceFor(ref: SitePrismRef | undefined): Promise<PrismInstance> {
  const key = ref ? JSON.stringify(ref) : '';
  let made = instances.get(key);
  if (!made) {
    made = (async () => {
      const prism = createPrism();
      // the main thread ran it first and reported a failure (leaving `file` out); a failure here, as
      // there, leaves its languages plain
      if (ref?.file) {
        const [{ isLoaded, loadModule }, { runPrismIncludeLanguages }] = await Promise.all([
          import('../read/docusaurus/load-module.ts'),
          import('../read/docusaurus/prism-include-languages.ts'),
        ]);
        const config = await loadModule(ref.configFile, { call: true });
        if (isLoaded(config)) await runPrismIncludeLanguages(ref.file, prism, config.value);
      }
      return prism;
    })();
    // a thread that could not make it tries again on the next page
    made.catch(() => instances.delete(key));
    instances.set(key, made);
  }
  return made;
}
