import { error, warning, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { RuleId } from '../../diagnostics/rules.ts';
import type { NavbarItem, Site } from '../../../contracts/manifest.ts';
import type { SiteConfig } from './schema.ts';
import { isExternal, pathnameLink, siteRoute } from '../../check/url-parts.ts';
import { plainData } from './plain-data.ts';
import { isSafeHref, shown } from './safe-href.ts';
import { fileMakers, unrunPluginsNote } from '../../diagnostics/unrun-plugins.ts';
import { isSitePath } from '../../../contracts/url-scheme.ts';
import { localeDirection } from './locale-direction.ts';

// a `to` the viewer routes to: a site path, no query, anchor or spaces (the manifest's route shape)
const UNROUTABLE = /[?#\s]/;

/** The route a navbar or footer `to` names: relative paths from `/`, baseUrl and trailing slashes dropped. */
export const configRoute = (to: string, baseUrl: string): string | null => (UNROUTABLE.test(to) ? null : siteRoute(to, '/', baseUrl));

export interface SiteContext {
  /** sidebar id -> path of its first doc */
  sidebarStarts: Map<string, string>;
  /** doc id -> path, current version */
  docPaths: Map<string, string>;
  /** `img/logo.svg` -> `gate:assets/...`, or null when the file is missing */
  staticUrl: (src: string) => string | null;
  /** an `<img src>` of the config's HTML (`/img/logo.svg`) as a data: URL of the file, or null when it is missing */
  inlineImage?: (src: string) => string | null;
  locate: (path: (string | number)[]) => { line: number; column: number };
  /** the path as the author wrote it, for messages (a Docusaurus config nests navbar under themeConfig) */
  fieldPath?: (path: (string | number)[]) => (string | number)[];
  file: string;
  /** the folders a site path is looked up in, as the author names them, for messages */
  staticDirs: string[];
  /** a Docusaurus site's plugins docgate does not run that may add pages (and docs a navbar item names) */
  makersNotRun?: readonly string[];
  /** a missing logo or favicon warns and is left out (Docusaurus does not check them); else it is an error */
  missingImagesWarn?: boolean;
}

/**
 * Maps the validated config to manifest.site, resolving docSidebar/doc items and static images; links and
 * HTML that could run script are dropped with a warning.
 */
export async function siteFromConfig(config: SiteConfig, ctx: SiteContext): Promise<{ site: Site; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const named = (path: (string | number)[]) => (ctx.fieldPath ? ctx.fieldPath(path) : path).join('.');
  const fail = (path: (string | number)[], message: string) =>
    diagnostics.push(error('config', ctx.file, ctx.locate(path), `${named(path)}: ${message}`));
  const warnAs = (rule: RuleId, path: (string | number)[], message: string) =>
    diagnostics.push(warning(rule, ctx.file, ctx.locate(path), `${named(path)}: ${message}`));
  const warn = (path: (string | number)[], message: string) => warnAs('unsafe-html', path, message);
  // an href the viewer could run as script (javascript:, data:...) is dropped, the label stays
  const hrefOf = (href: string | undefined, path: (string | number)[]): string | undefined => {
    if (href !== undefined && config.baseUrl !== '/' && isSitePath(href)) {
      // an href is used as written (Docusaurus' Link adds no baseUrl to it): one under the baseUrl is a page
      // of the site, which the viewer routes without it; any other path of the host is another site there
      return href.startsWith(config.baseUrl) ? href.slice(config.baseUrl.length - 1) : `${config.url.replace(/\/+$/, '')}${href}`;
    }
    if (href === undefined || isSafeHref(href)) return href;
    // `pathname:///api/v7`: a plain link to a path of the same site that is not one of its pages
    const plain = pathnameLink(href);
    if (plain !== null) return plain;
    warn(path, `removed the link '${shown(href)}', expected an http(s), mailto or tel URL or a site path`);
    return undefined;
  };
  const routeOf = (to: string | undefined, path: (string | number)[]): string | undefined => {
    if (to === undefined) return undefined;
    const route = configRoute(to, config.baseUrl);
    if (route === null) fail(path, `'${to}' is not a site path, expected a path without '?', '#' or spaces, e.g. /docs/intro`);
    return route ?? undefined;
  };
  // a second docs instance's items (keyed `<id>/` and `<id>::`) stay put: the version menu is the main docs'
  const mainDocs = (otherInstance: boolean) => (otherInstance ? {} : { versioned: true as const });
  type LinkEntry = Omit<Extract<NavbarItem, { type: 'link' }>, 'type' | 'position'>;
  // a link, doc or docSidebar item (or dropdown entry) as the link it leads to; null when it leads nowhere
  const linkOf = (item: SiteConfig['navbar']['items'][number], path: (string | number)[]): LinkEntry | null => {
    const link = leadOf(item, path);
    return (
      link && {
        ...link,
        ...(item.className ? { className: item.className } : {}),
        ...(item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}),
        ...activeWhen(item, path),
      }
    );
  };
  // where Docusaurus marks the link active instead of under its `to` (flow's Docs, not on Getting Started)
  const activeWhen = (item: SiteConfig['navbar']['items'][number], path: (string | number)[]) => {
    const base = item.activeBasePath === undefined ? null : configRoute(item.activeBasePath.replace(/^\/?/, '/'), config.baseUrl);
    let regex: string | undefined = item.activeBaseRegex;
    try {
      if (regex !== undefined) new RegExp(regex);
    } catch {
      warn([...path, 'activeBaseRegex'], `'${regex}' is no regular expression; the link is active under its own path`);
      regex = undefined;
    }
    return {
      ...(base ? { activeBasePath: base } : {}),
      ...(regex !== undefined ? { activeBaseRegex: regex } : {}),
      ...(item.exact ? { exact: true as const } : {}),
    };
  };
  const leadOf = (item: SiteConfig['navbar']['items'][number], path: (string | number)[]): LinkEntry | null => {
    if (item.type === 'docSidebar') {
      const id = item.sidebarId ?? config.docs.sidebarId;
      const to = ctx.sidebarStarts.get(id);
      const known = [...ctx.sidebarStarts.keys()].map((key) => `'${key}'`).join(', ') || 'none (the docs have no sidebar)';
      if (to) return { label: item.label ?? 'Docs', to, docLink: true, ...mainDocs(id.includes('/')) };
      fail([...path, 'sidebarId'], `unknown sidebar '${id}', expected one of: ${known}`);
      return null;
    }
    if (item.type === 'doc') {
      const to = item.docId ? ctx.docPaths.get(item.docId) : undefined;
      if (to) return { label: item.label ?? to, to, docLink: true, ...mainDocs(item.docId!.includes('::')) };
      const message = `unknown doc id '${item.docId ?? ''}'`;
      // a doc the site's API plugin generates: the item is left out until it exists
      const makers = fileMakers(ctx.makersNotRun);
      const note = makers.length > 0 ? unrunPluginsNote(makers, 'it') : '';
      if (ctx.makersNotRun?.length) warnAs('config', [...path, 'docId'], `${message}${note}`);
      else fail([...path, 'docId'], message);
      return null;
    }
    if (!item.to && !item.href) {
      fail(path, "expected 'to' or 'href'");
      return null;
    }
    return { label: item.label ?? '', ...targetOf(item, path) };
  };
  // `to: 'https://...'` is an external link in Docusaurus (its <Link> sends it out of the site), as `href` is
  const targetOf = (item: { to?: string | undefined; href?: string | undefined }, path: (string | number)[]) => {
    const external = item.to !== undefined && isExternal(item.to);
    // a `to` with an anchor or a query (`/intro#help`, redux's `introduction/getting-started#help`) is a page
    // of the site all the same, as Docusaurus' Link takes it: the viewer opens its path and scrolls
    const cut = external || item.to === undefined ? -1 : item.to.search(/[?#]/);
    // `to: '#'` (typeorm's dropdown headings) or `#top`: Docusaurus' Link keeps it, a link on the page itself
    if (cut === 0) return { href: item.to! };
    if (cut > 0) {
      const route = routeOf(item.to!.slice(0, cut), [...path, 'to']);
      return route ? { href: `${route}${item.to!.slice(cut)}` } : {};
    }
    const to = external ? undefined : routeOf(item.to, [...path, 'to']);
    const href = external && item.href === undefined ? hrefOf(item.to, [...path, 'to']) : hrefOf(item.href, [...path, 'href']);
    return { ...(to ? { to } : {}), ...(href ? { href } : {}) };
  };
  // the HTML parser loads only for a site with HTML in its config, off the path of every other build's start
  const cleanHtml = async (html: string, path: (string | number)[]): Promise<string> => {
    const clean = (await import('./sanitize-inline.ts')).sanitizeInlineHtml(html, ctx.inlineImage ?? (() => null));
    if (clean.removed.length > 0)
      warn(path, `removed unsafe HTML: ${clean.removed.join(', ')}; allowed are a few inline tags and http(s), mailto and tel links`);
    for (const src of clean.missingImages)
      warnAs('missing-asset', path, `missing image '${src}', expected it under ${ctx.staticDirs.join(' or ')}/; shown broken`);
    return clean.html;
  };
  // a menu's entries: links, docs and sidebars as the links they lead to, `html` entries sanitized
  const entriesOf = async (list: SiteConfig['navbar']['items'][number]['items'], path: (string | number)[]) => {
    const entries: LinkEntry[] = [];
    for (const [e, entry] of (list ?? []).entries()) {
      const at = [...path, e];
      if (entry.type !== 'html') {
        const link = linkOf(entry as SiteConfig['navbar']['items'][number], at);
        if (link) entries.push(link);
      } else if (entry.value === undefined) fail(at, "expected 'value', the entry's HTML");
      else entries.push({ label: '', html: await cleanHtml(entry.value, [...at, 'value']) });
    }
    return entries;
  };
  const items: NavbarItem[] = [];
  for (const [i, item] of config.navbar.items.entries()) {
    // where the item sits, and its class for the site's CSS (a link's class is the link's own, below)
    const placed = { position: item.position, ...(item.className ? { className: item.className } : {}) };
    if (item.type === 'html') {
      if (item.value === undefined) fail(['navbar', 'items', i], "expected 'value', the item's HTML");
      else items.push({ type: 'html', value: await cleanHtml(item.value, ['navbar', 'items', i, 'value']), ...placed });
    } else if (item.type === 'localeDropdown' || item.type === 'docsVersionDropdown') {
      const before = await entriesOf(item.dropdownItemsBefore, ['navbar', 'items', i, 'dropdownItemsBefore']);
      const after = await entriesOf(item.dropdownItemsAfter, ['navbar', 'items', i, 'dropdownItemsAfter']);
      const instance = item.type === 'docsVersionDropdown' && item.docsPluginId ? { docsPluginId: item.docsPluginId } : {};
      items.push({
        type: item.type,
        ...placed,
        ...(before.length > 0 ? { before } : {}),
        ...(after.length > 0 ? { after } : {}),
        ...instance,
      });
    } else if (item.type === 'search') {
      items.push({ type: item.type, ...placed, ...(item.implicit ? { implicit: true } : {}), ...(item.button ? { button: true } : {}) });
    } else if (item.type === 'custom') {
      if (item.component === undefined)
        fail(['navbar', 'items', i], "expected 'component', the type the site's NavbarItem/ComponentTypes names");
      else items.push({ type: 'custom', component: item.component, position: item.position, props: item.props ?? {} });
    } else if (item.type === 'docsVersion') {
      const to = routeOf(item.to, ['navbar', 'items', i, 'to']);
      items.push({
        type: 'docsVersion',
        ...placed,
        ...(item.label !== undefined ? { label: item.label } : {}),
        ...(to ? { to } : {}),
        ...(item.docsPluginId ? { docsPluginId: item.docsPluginId } : {}),
      });
    } else if (item.type === 'dropdown') {
      items.push({
        type: 'dropdown',
        label: item.label ?? '',
        ...placed,
        items: await entriesOf(item.items, ['navbar', 'items', i, 'items']),
      });
    } else {
      const link = linkOf(item, ['navbar', 'items', i]);
      const html = item.html === undefined ? {} : { html: await cleanHtml(item.html, ['navbar', 'items', i, 'html']) };
      if (link) items.push({ type: 'link', ...link, ...html, position: item.position });
    }
  }
  const footerLinks = [];
  for (const [g, group] of config.footer.links.entries()) {
    const entries = [];
    for (const [i, item] of group.items.entries()) {
      const path = ['footer', 'links', g, 'items', i];
      if (item.html !== undefined && item.to === undefined && item.href === undefined) {
        entries.push({ label: '', html: await cleanHtml(item.html, [...path, 'html']) });
        continue;
      }
      entries.push({ label: item.label ?? '', ...targetOf(item, path) });
    }
    footerLinks.push({ ...group, items: entries });
  }
  const image = (src: string | undefined, path: (string | number)[]): string | undefined => {
    if (src === undefined) return undefined;
    if (isExternal(src)) return src;
    const url = ctx.staticUrl(src);
    if (url !== null) return url;
    const message = `missing file '${src}', expected it under ${ctx.staticDirs.join(' or ')}/`;
    if (!ctx.missingImagesWarn) {
      fail(path, message);
      return src;
    }
    warnAs('missing-asset', path, `${message}; left out`);
    return undefined;
  };
  // a logo whose image is missing is left out; one whose dark image is missing shows the light one
  const logoOf = <L extends { src: string; srcDark?: string }>(logo: L | undefined, path: string[]): L | undefined => {
    const src = logo && image(logo.src, [...path, 'src']);
    if (!logo || !src) return undefined;
    const { srcDark: _dark, ...rest } = logo;
    const srcDark = image(logo.srcDark, [...path, 'srcDark']);
    // a site path without the baseUrl, as the viewer routes it
    const href = 'href' in logo && typeof logo.href === 'string' && !isExternal(logo.href) ? configRoute(logo.href, config.baseUrl) : null;
    return { ...rest, src, ...(srcDark ? { srcDark } : {}), ...(href ? { href } : {}) } as L;
  };
  const logo = logoOf(config.navbar.logo, ['navbar', 'logo']);
  const footerLogo = logoOf(config.footer.logo, ['footer', 'logo']);
  const favicon = image(config.favicon, ['favicon']);
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  const bar = config.announcementBar;
  const barContent = bar ? await cleanHtml(bar.content, ['announcementBar', 'content']) : null;
  // HTML, as Docusaurus renders it (`Built with <a href="...">Docusaurus</a>`), through the inline allow-list
  const copyright = config.footer.copyright ? await cleanHtml(config.footer.copyright, ['footer', 'copyright']) : '';
  const site: Site = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    ...(favicon ? { favicon } : {}),
    locale: defaultLocale,
    locales: locales.map((code) => ({
      code,
      label: localeConfigs[code]?.label ?? localeLabel(code),
      path: code === defaultLocale ? '/' : `/${code}`,
      // the viewer sets <html dir> from it, as Docusaurus renders a right-to-left locale's pages
      ...((localeConfigs[code]?.direction ?? localeDirection(code)) === 'rtl' ? { direction: 'rtl' as const } : {}),
    })),
    navbar: {
      title: config.navbar.title ?? config.title,
      ...(logo ? { logo } : {}),
      hideOnScroll: config.navbar.hideOnScroll,
      ...(config.navbar.style ? { style: config.navbar.style } : {}),
      items,
    },
    footer: { style: config.footer.style, links: footerLinks, copyright, ...(footerLogo ? { logo: footerLogo } : {}) },
    announcementBar: bar
      ? {
          id: bar.id,
          content: barContent!,
          ...(bar.backgroundColor ? { backgroundColor: bar.backgroundColor } : {}),
          ...(bar.textColor ? { textColor: bar.textColor } : {}),
          isCloseable: bar.isCloseable,
        }
      : null,
    colorMode: config.colorMode,
    ...(config.sidebar.hideable || config.sidebar.autoCollapseCategories ? { sidebar: config.sidebar } : {}),
    copyright: config.footer.copyright,
    titleDelimiter: config.titleDelimiter,
    ...(Object.keys(config.customFields).length > 0 ? { customFields: plainData(config.customFields) as Record<string, unknown> } : {}),
    ...(config.siteConfig ? { siteConfig: config.siteConfig } : {}),
  };
  return { site, diagnostics };
}

/** The HTML the config holds (html navbar items and menu entries, html footer entries, copyright, announcement). */
export function configHtml(config: SiteConfig): string[] {
  const html: string[] = [];
  for (const item of config.navbar.items) {
    if (item.value !== undefined) html.push(item.value);
    if (item.html !== undefined) html.push(item.html);
    for (const entry of [...(item.items ?? []), ...(item.dropdownItemsBefore ?? []), ...(item.dropdownItemsAfter ?? [])])
      if (entry.value !== undefined) html.push(entry.value);
  }
  for (const group of config.footer.links) for (const item of group.items) if (item.html !== undefined) html.push(item.html);
  if (config.footer.copyright) html.push(config.footer.copyright);
  if (config.announcementBar) html.push(config.announcementBar.content);
  return html;
}

/** Internal `to` links of navbar and footer, with their config paths, for the link check. */
export function configLinks(config: SiteConfig): { to: string; path: (string | number)[] }[] {
  const links: { to: string; path: (string | number)[] }[] = [];
  const internal = (to: string | undefined): to is string => to !== undefined && !isExternal(to);
  for (const [i, item] of config.navbar.items.entries()) {
    if (internal(item.to)) links.push({ to: item.to, path: ['navbar', 'items', i, 'to'] });
    // a dropdown's links are on every page too, and Docusaurus checks them (MasterSeed's /api pages)
    for (const list of ['items', 'dropdownItemsBefore', 'dropdownItemsAfter'] as const)
      for (const [e, entry] of (item[list] ?? []).entries())
        if (entry.type !== 'html' && internal(entry.to)) links.push({ to: entry.to, path: ['navbar', 'items', i, list, e, 'to'] });
  }
  for (const [g, group] of config.footer.links.entries()) {
    for (const [i, item] of group.items.entries())
      if (internal(item.to)) links.push({ to: item.to, path: ['footer', 'links', g, 'items', i, 'to'] });
  }
  return links;
}

/** A locale's name in its own language, as Docusaurus labels a locale without one: `ja` -> 日本語, `fr` -> Français. */
export function localeLabel(code: string): string {
  try {
    const name = new Intl.DisplayNames(code, { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    // not a BCP 47 tag Intl knows: the code itself
    return code;
  }
}
