import type { PagesInstance } from '../../read/layout.ts';
import { joinRoute } from '../docs/numbers.ts';

/**
 * The route of a file in a pages folder, as Docusaurus' fileToPath makes it under the instance's route base
 * and the locale: `a/index.md` is `/a`, `a/b.tsx` is `/a/b`; `segments` are the route's, without the locale.
 */
export function pagePath(
  sub: string,
  locale: string | null,
  instance: Pick<PagesInstance, 'routeBasePath'> | undefined,
  slug?: string,
): { path: string; segments: string[] } {
  const file = sub.replace(/\.(mdx?|[jt]sx?)$/i, '').split('/');
  if (/^index$/i.test(file[file.length - 1]!)) file.pop();
  const base = instance?.routeBasePath ?? '';
  const path = joinRoute(locale ? `/${locale}` : '/', base, ...(slug !== undefined ? [slug] : file));
  return { path, segments: [...base.split('/'), ...file].filter((segment) => segment !== '') };
}

/** What the same page shares across locales (PlannedPage.alternateKey): its file in its pages instance. */
export const pageKey = (sub: string, instance: string | undefined): string => `page:${instance ? `${instance}:` : ''}${sub}`;
