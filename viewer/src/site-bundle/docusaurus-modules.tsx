import { useContext, useMemo, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Manifest } from '../../../src/contracts/manifest.ts';
import { MODULE_CLASS } from '../../../src/contracts/module-classes.ts';
import { isExternalUrl } from '../../../src/contracts/url-scheme.ts';
import { pageLocale } from '../lib/localized-site.ts';
import { staticFiles } from './static-files.ts';
import { mediaElement } from './gated-media.tsx';
import { InternalLink } from '../components/internal-link/internal-link.tsx';
import { ContentContext } from '../content/content-context.ts';
import { useContent } from '../hooks/use-content.ts';
import { useTitleRequest } from '../hooks/use-document-title.ts';
import { useLayoutProps } from './layout-context.ts';
import { inLocale, siteI18n } from './site-i18n.ts';

// docgate's own versions of the Docusaurus modules a site's components import, rendering inside the
// viewer: a page's <Layout> is the viewer's chrome already around it, <Link> routes without a reload.

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; autoAddBaseUrl?: boolean; children?: ReactNode };
const INTERNAL = /^\/(?!\/)/;

/**
 * A site path as the viewer routes it, without the site's baseUrl: site code writes paths with it
 * (`<Redirect to="/10tap-editor/docs/intro">`, as Docusaurus' router paths hold it), the viewer's have none.
 */
export function withoutBaseUrl(path: string): string {
  const baseUrl = messageSite?.site.baseUrl ?? '/';
  if (baseUrl === '/' || !path.startsWith(baseUrl.replace(/\/$/, ''))) return path;
  if (path === baseUrl || path === baseUrl.replace(/\/$/, '')) return '/';
  return path.startsWith(baseUrl) ? `/${path.slice(baseUrl.length)}` : path;
}

/**
 * `@docusaurus/Link`: a site path routes client-side, to its page in the open page's locale as the locale's
 * baseUrl leads it (unless `autoAddBaseUrl={false}`, a locale menu's); anything else is an ordinary link.
 */
export function Link({ to, href, autoAddBaseUrl = true, ...rest }: LinkProps) {
  const target = withoutBaseUrl(to ?? href ?? '');
  if (INTERNAL.test(target)) return <SitePathLink target={target} autoAddBaseUrl={autoAddBaseUrl} {...rest} />;
  // a page's Markdown link to a gated file (`gate:` URL), drawn by the site's MDXComponents: its file's URL once fetched
  return mediaElement('a', { href: target, target: '_blank', rel: 'noopener noreferrer', ...rest });
}

/** Link's site path, in the open page's locale: only such a link reads the location (an outside link drawn anywhere need not). */
function SitePathLink({ target, autoAddBaseUrl, ...rest }: Omit<LinkProps, 'to' | 'href'> & { target: string; autoAddBaseUrl: boolean }) {
  // none around a site's Root drawn before the manifest is in: its paths stay as written
  const manifest = useContext(ContentContext)?.manifest;
  const [pathname] = useLocation();
  const localized = autoAddBaseUrl && manifest ? inLocale(manifest, target, pageLocale(manifest, pathname)) : target;
  return <InternalLink to={localized} {...rest} />;
}

// a Docusaurus site's whole config (presets, themeConfig...), with the fields as the manifest has them
const configOf = ({ site }: Manifest) => ({
  ...site.siteConfig,
  title: site.title,
  tagline: site.tagline,
  url: site.url,
  baseUrl: site.baseUrl,
  customFields: site.customFields ?? {},
  themeConfig: (site.siteConfig?.themeConfig ?? {}) as Record<string, unknown>,
});
const configs = new WeakMap<Manifest, ReturnType<typeof configOf>>();
function siteConfigOf(manifest: Manifest): ReturnType<typeof configOf> {
  let config = configs.get(manifest);
  if (!config) {
    config = configOf(manifest);
    configs.set(manifest, config);
  }
  return config;
}

/** `@docusaurus/useDocusaurusContext`: the site config as the manifest carries it, in the open page's locale. */
export function useDocusaurusContext() {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const locale = pageLocale(manifest, pathname);
  return useMemo(() => ({ siteConfig: siteConfigOf(manifest), siteMetadata: {}, i18n: siteI18n(manifest, locale) }), [manifest, locale]);
}

/**
 * `@docusaurus/useBaseUrl`: a static file is its inlined copy or, at a path the code computes, the `gate:` URL
 * of its asset (site elements fetch it); other site paths are
 * served from the site root, as Docusaurus puts its baseUrl before `docs/intro` (the viewer routes without
 * the baseUrl), in the open page's locale as the locale's baseUrl is; URLs with a scheme or only a `#hash`
 * stay as written. No hook: site code calls it in handlers too, through useBaseUrlUtils' withBaseUrl.
 */
export const useBaseUrl = (url: string): string => {
  const found = staticFiles.lookUp(url);
  if (found !== undefined) return found;
  if (!url || url.startsWith('#') || isExternalUrl(url)) return url;
  const path = url.startsWith('/') ? withoutBaseUrl(url) : `/${url.replace(/^\.\//, '')}`;
  // the open page's path; a server render of site code (the bundle's tests) has no location: the default locale's
  return messageSite ? inLocale(messageSite, path, pageLocale(messageSite, globalThis.location?.pathname ?? '/')) : path;
};
export const useBaseUrlUtils = () => ({ withBaseUrl: useBaseUrl });

/** `@docusaurus/BrowserOnly`: a mounted island is in the browser, so its children function runs. */
export function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{typeof children === 'function' ? children() : (fallback ?? null)}</>;
}

type Messages = Readonly<Record<string, string>> | undefined;

/** The site's code.json messages of the locale `pathname` is shown in (none in a locale without any). */
const messagesAt = (manifest: Manifest | null, pathname: string): Messages =>
  manifest ? manifest.site.translations?.[pageLocale(manifest, pathname)]?.messages : undefined;

/** As Docusaurus: the message of `id`, else of the text itself (an id-less <Translate>), else the text. */
const lookUp = (messages: Messages, id: string | undefined, text: string | undefined): string | undefined =>
  (id !== undefined ? messages?.[id] : undefined) ?? (text !== undefined ? messages?.[text] : undefined) ?? text;

// translate() and useHistory's push are plain functions a component calls, and `@generated/docusaurus.config`
// a module it imports, with no hook to read the page by: the viewer names the manifest their messages, baseUrl
// and config come from as it renders site code (useSiteBundle), before the bundle's modules are evaluated
let messageSite: Manifest | null = null;
export const readMessagesFrom = (manifest: Manifest): void => {
  messageSite = manifest;
};

const currentConfig = (): Record<PropertyKey, unknown> => (messageSite ? siteConfigOf(messageSite) : {});

/**
 * `@generated/docusaurus.config`, the config Docusaurus generates for site code that imports it (saleor's Layout
 * reads its `customFields`): useDocusaurusContext's siteConfig, of the manifest rendered now, read as it is used.
 */
export const generatedConfig: Record<string, unknown> = new Proxy(
  {},
  {
    get: (_target, key) => currentConfig()[key],
    has: (_target, key) => key in currentConfig(),
    ownKeys: () => Reflect.ownKeys(currentConfig()),
    getOwnPropertyDescriptor: (_target, key) => {
      const config = currentConfig();
      return key in config ? { value: config[key], enumerable: true, configurable: true, writable: false } : undefined;
    },
  },
);

/** `@docusaurus/Translate`: the open page's locale's code.json message of `id`, else the text as written, with its `{values}`. */
export function Translate({
  children,
  id,
  message,
  values,
}: {
  children?: ReactNode;
  id?: string;
  message?: string;
  values?: Record<string, ReactNode>;
}) {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const text = lookUp(messagesAt(manifest, pathname), id, typeof children === 'string' ? children : message);
  // children that are no text (elements) and have no message stay as they are
  if (text === undefined) return <>{children ?? null}</>;
  return <>{values ? interpolate(text, values) : text}</>;
}

/** `translate({ id, message }, values)`: the same, as a string. */
export const translate = ({ id, message }: { id?: string; message?: string }, values?: Record<string, string | number>): string => {
  const text = lookUp(messagesAt(messageSite, window.location.pathname), id, message) ?? '';
  return values ? String(interpolate(text, values)) : text;
};

/**
 * `@theme/Layout`: the viewer's navbar, sidebar and footer, or the site's swizzled Layout, are already around
 * the page; its `title` names the tab, and its props go to the site's Layout (site-layout.tsx).
 */
export function Layout({ children, title, ...props }: { children?: ReactNode; title?: string } & Record<string, unknown>) {
  useTitleRequest('page', typeof title === 'string' && title !== '' ? title : undefined);
  useLayoutProps({ title, ...props });
  return <>{children}</>;
}

/** `@theme/Heading`: a heading of the level `as` names. */
export function Heading({ as: Tag = 'h2', ...rest }: { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' } & Record<string, unknown>) {
  return <Tag {...rest} />;
}

// Docusaurus' admonition types and their aliases, as the compiler maps `:::` blocks (admonitions.ts)
const ADMONITION_LOOKS: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip', caution: 'warning' };

/** `@theme/Admonition`: a box like a `:::note` block of a page (admonitions.ts), its title the type's unless given. */
export function Admonition({
  type = 'note',
  title,
  className,
  children,
}: {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const look = ADMONITION_LOOKS[type] ?? type;
  return (
    // the markdown class carries the admonition styles of compiled pages (content.css)
    <div className="markdown">
      <div className={clsx('admonition', `admonition-${look}`, className)}>
        <div className={`${MODULE_CLASS.admonitionHeading} admonition-title`}>{title ?? type}</div>
        {children ? <div className={MODULE_CLASS.admonitionContent}>{children}</div> : null}
      </div>
    </div>
  );
}

/** `clsx`: class names joined, falsy ones left out, objects by their truthy keys. */
/**
 * `<Interpolate values={{ count: 3 }}>{'{count} items'}</Interpolate>` and `interpolate(text, values)`: the
 * text with each `{name}` replaced by its value (an element stays an element).
 */
export function interpolate(text: string, values: Record<string, ReactNode> = {}): ReactNode {
  const parts = text.split(/(\{\w+\})/g).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
  return parts.every((part) => typeof part === 'string' || typeof part === 'number') ? parts.join('') : parts;
}

export function Interpolate({ children, values }: { children?: ReactNode; values?: Record<string, ReactNode> }) {
  return <>{typeof children === 'string' ? interpolate(children, values) : children}</>;
}

export function clsx(...values: unknown[]): string {
  const names: string[] = [];
  for (const value of values) {
    if (!value) continue;
    if (typeof value === 'string' || typeof value === 'number') names.push(String(value));
    else if (Array.isArray(value)) {
      const inner = clsx(...value);
      if (inner) names.push(inner);
    } else if (typeof value === 'object') {
      for (const [key, on] of Object.entries(value)) if (on) names.push(key);
    }
  }
  return names.join(' ');
}
