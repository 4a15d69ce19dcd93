import { error, warning, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { RedirectOptions } from '../read/docusaurus/client-redirects.ts';
import { contentHash } from '../read/hash.ts';
import { safeDecodeUri } from '../check/url-parts.ts';
import type { OutputEntry } from '../write/write-output.ts';
import type { Redirects } from '../../contracts/redirects.ts';
import { isOtherSite } from '../../contracts/url-scheme.ts';

// The client redirects plugin's redirects, made as Docusaurus' collectRedirects makes them (its `redirects`
// rules, `createRedirects` called with every path, `fromExtensions`, `toExtensions`), in each locale, whose
// paths it sees without their locale prefix. A redirect to a path the site lacks stops the build, as it
// stops Docusaurus'; one from a path the site has, or a second one from the same path, is left out with a
// warning. They go out as one gated file the viewer reads on a path that has no page.

/** A locale's routes: its path prefix (`''` for the default locale, `/fr`) and its paths without it. */
export interface LocaleRoutes {
  prefix: string;
  paths: string[];
}

export interface RedirectsOutput {
  file: OutputEntry | null;
  /** each old path that leads to a page of the site -> that page's path: links to it resolve there */
  aliases: Map<string, string>;
  diagnostics: Diagnostic[];
}

/** `/docs/x/` -> `/docs/x`, as the viewer looks a path up; `/` stays. */
const routeKey = (path: string): string => safeDecodeUri(path).replace(/(.)\/+$/, '$1');
const hasScheme = (to: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(to);

/** The site's redirects file (`redirects/<hash>.json`, old path -> where it leads), or none, and what is wrong with them. */
export function siteRedirects(locales: LocaleRoutes[], options: RedirectOptions, trailingSlash: boolean | undefined): RedirectsOutput {
  const diagnostics: Diagnostic[] = [];
  const at = (path: (string | number)[], value: unknown) => options.locate([...options.path, ...path], value);
  const named = (path: (string | number)[]) => [...options.path, ...path].join('.');
  const redirects: Redirects = {};
  const aliases = new Map<string, string>();
  // a mistake in a rule is the same in every locale: said once
  const said = new Set<string>();
  const say = (diagnostic: Diagnostic) => {
    const key = `${diagnostic.severity}:${diagnostic.message}`;
    if (!said.has(key)) diagnostics.push(diagnostic);
    said.add(key);
  };
  for (const { prefix, paths } of locales) {
    const existing = new Set(paths.map(routeKey));
    const made: { from: string; to: string; where: (string | number)[]; value: unknown }[] = [];
    for (const [i, rule] of options.rules.entries())
      for (const [k, from] of rule.from.entries())
        made.push({ from, to: rule.to, where: ['redirects', i, 'from', ...(rule.from.length > 1 ? [k] : [])], value: from });
    // Docusaurus hands createRedirects each path as its URLs are written
    const written = (path: string) => (trailingSlash && path !== '/' ? `${path}/` : path);
    for (const path of paths) {
      for (const ext of options.fromExtensions)
        if (path !== '/') made.push({ from: `${path}.${ext}`, to: path, where: ['fromExtensions'], value: ext });
      for (const ext of options.toExtensions)
        if (path.endsWith(`.${ext}`)) made.push({ from: path.slice(0, -ext.length - 1), to: path, where: ['toExtensions'], value: ext });
      if (!options.create) continue;
      let froms: unknown;
      try {
        froms = options.create(written(path));
      } catch (thrown) {
        say(
          error(
            'config',
            options.file,
            at(['createRedirects'], undefined),
            `${named(['createRedirects'])}: threw for '${path}': ${String(thrown)}`,
          ),
        );
        continue;
      }
      for (const from of typeof froms === 'string' ? [froms] : Array.isArray(froms) ? froms : [])
        if (typeof from === 'string') made.push({ from, to: path, where: ['createRedirects'], value: undefined });
    }
    for (const { from, to, where, value } of made) {
      if (!from.startsWith('/') || /[?#]/.test(from)) {
        say(
          error(
            'config',
            options.file,
            at(where, value),
            `${named(where)}: '${from}' is not a path: a redirect is from a path that starts with '/' and has no query or anchor`,
          ),
        );
        continue;
      }
      // the field the target is written at, and the page it names (none for another site's URL)
      const rule = where[0] === 'redirects' ? where.slice(0, 2).concat('to') : where;
      const page = isOtherSite(to) ? null : routeKey(to.replace(/[?#].*$/, ''));
      if (hasScheme(to) && page !== null) {
        say(
          error(
            'config',
            options.file,
            at(rule, to),
            `${named(rule)}: a redirect to '${to}': only a path of the site or an http(s) URL is followed`,
          ),
        );
        continue;
      }
      if (page !== null && (!to.startsWith('/') || !existing.has(page))) {
        say(error('broken-link', options.file, at(rule, to), `${named(rule)}: a redirect to '${to}', which the site has no page for`));
        continue;
      }
      const key = `${prefix}${routeKey(from)}`;
      if (existing.has(routeKey(from))) {
        say(
          warning(
            'duplicate-route',
            options.file,
            at(where, value),
            `${named(where)}: a redirect from '${from}', a page the site has, is left out`,
          ),
        );
      } else if (key in redirects) {
        say(warning('duplicate-route', options.file, at(where, value), `${named(where)}: a second redirect from '${from}' is left out`));
      } else {
        redirects[key] = page === null ? to : `${prefix}${to}`;
        if (page !== null) aliases.set(key, `${prefix}${page}`.replace(/(.)\/$/, '$1'));
      }
    }
  }
  const keys = Object.keys(redirects).sort();
  if (keys.length === 0) return { file: null, aliases, diagnostics };
  const text = JSON.stringify(Object.fromEntries(keys.map((key) => [key, redirects[key]])));
  return { file: { path: `redirects/${contentHash(text)}.json`, content: text }, aliases, diagnostics };
}
