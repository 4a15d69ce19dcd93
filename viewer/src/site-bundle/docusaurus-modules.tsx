import { useMemo, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { InternalLink } from '../components/internal-link/internal-link.tsx';
import { useContent } from '../hooks/use-content.ts';

// docgate's own versions of the Docusaurus modules a site's components import, rendering inside the
// viewer: a page's <Layout> is the viewer's chrome already around it, <Link> routes without a reload.

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; children?: ReactNode };
const INTERNAL = /^\/(?!\/)/;

/** `@docusaurus/Link`: a site path routes client-side, anything else is an ordinary link. */
export function Link({ to, href, ...rest }: LinkProps) {
  const target = to ?? href ?? '';
  if (INTERNAL.test(target)) return <InternalLink to={target} {...rest} />;
  return <a href={target} target="_blank" rel="noopener noreferrer" {...rest} />;
}

/** `@docusaurus/useDocusaurusContext`: the site config as the manifest carries it. */
export function useDocusaurusContext() {
  const { manifest } = useContent();
  return useMemo(() => {
    const { site } = manifest;
    return {
      siteConfig: {
        title: site.title,
        tagline: site.tagline,
        url: site.url,
        baseUrl: site.baseUrl,
        customFields: site.customFields ?? {},
        themeConfig: {},
      },
      siteMetadata: {},
      i18n: { currentLocale: site.locale, defaultLocale: site.locale, locales: site.locales.map((locale) => locale.code) },
    };
  }, [manifest]);
}

/** `@docusaurus/useBaseUrl`: site paths are served as written (the viewer routes without the baseUrl). */
export const useBaseUrl = (url: string): string => url;
export const useBaseUrlUtils = () => ({ withBaseUrl: useBaseUrl });

/** `@docusaurus/BrowserOnly`: a mounted island is in the browser, so its children function runs. */
export function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{typeof children === 'function' ? children() : (fallback ?? null)}</>;
}

/** `@docusaurus/Translate`: the site's default locale is the text as written. */
export function Translate({ children, message }: { children?: ReactNode; message?: string }) {
  return <>{children ?? message ?? null}</>;
}
export const translate = ({ message }: { message?: string }): string => message ?? '';

/** `@theme/Layout`: the viewer's navbar, sidebar and footer are already around the page. */
export function Layout({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** `@theme/Heading`: a heading of the level `as` names. */
export function Heading({ as: Tag = 'h2', ...rest }: { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' } & Record<string, unknown>) {
  return <Tag {...rest} />;
}

// Docusaurus' admonition types and their aliases, as the compiler maps `:::` blocks (admonitions.ts)
const ADMONITION_LOOKS: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip', caution: 'warning' };

/** `@theme/Admonition`: a box like a `:::note` block of a page, its title the type's unless given. */
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
        <p className="admonition-title">{title ?? type}</p>
        {children}
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
