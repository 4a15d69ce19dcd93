import type { Site } from '../../contracts/manifest.ts';
import { sanitizeInlineHtml } from '../read/config/sanitize-inline.ts';
import type { ThemeTranslations } from '../read/docusaurus/theme-translations.ts';

type Translations = NonNullable<Site['translations']>;

/**
 * The navbar, footer and docs sidebar labels of each translated locale, as Docusaurus applies its theme's
 * translation files: navbar `title`, `logo.alt`, `item.label.<label>`; footer `link.title.<title>`,
 * `link.item.label.<label>`, `copyright`; each docs version's `sidebar.<sidebar>.category.<label>` (and
 * `.link.`, `.doc.`) and `version.label`, code.json's `theme.*` strings and the site's own code.json messages. Undefined when no locale has any.
 */
export function siteTranslations(
  site: Site,
  files: Record<string, ThemeTranslations> | undefined,
  /** the docs versions: each one's path, by how its sidebars' keys begin (read/layout.ts docsPrefix) */
  versionPaths: Map<string, string>,
): Translations | undefined {
  const result: Translations = {};
  for (const [locale, { navbar, footer, docs, code, blog, blogs }] of Object.entries(files ?? {})) {
    // `sidebar.<id>.category.<label>` of a version's file names its sidebar as the manifest keys it
    // (`sidebar.version-2.0/<id>...`): each version and docs instance has its own words
    const sidebar = Object.fromEntries(
      Object.entries(docs).flatMap(([prefix, messages]) =>
        Object.entries(messages).flatMap(([key, message]) =>
          key.startsWith('sidebar.') ? [[`sidebar.${prefix}${key.slice('sidebar.'.length)}`, message]] : [],
        ),
      ),
    );
    const versions = Object.fromEntries(
      Object.entries(docs).flatMap(([prefix, messages]) => {
        const path = versionPaths.get(prefix);
        const label = messages['version.label'];
        return path !== undefined && label !== undefined ? [[path, label]] : [];
      }),
    );
    // the theme's strings the viewer shows ("Next", "Edit this page"...), as `docusaurus write-translations` lists them
    const theme = Object.fromEntries(Object.entries(code).filter(([key]) => key.startsWith('theme.')));
    // the rest are the site's own, which its React pages and components look up by id
    const messages = Object.fromEntries(Object.entries(code).filter(([key]) => !key.startsWith('theme.')));
    const sidebarTitle = blog?.['sidebar.title'];
    const blogTitles = Object.fromEntries(
      Object.entries(blogs ?? {}).flatMap(([id, messages]) =>
        messages['sidebar.title'] !== undefined ? [[id, { sidebarTitle: messages['sidebar.title'] }]] : [],
      ),
    );
    const words =
      Object.keys(navbar).length +
      Object.keys(footer).length +
      Object.keys(sidebar).length +
      Object.keys(versions).length +
      Object.keys(theme).length +
      Object.keys(messages).length +
      (sidebarTitle ? 1 : 0) +
      Object.keys(blogTitles).length;
    if (words === 0) continue;
    const logoAlt = navbar['logo.alt'] ?? site.navbar.logo?.alt;
    result[locale] = {
      navbar: {
        title: navbar.title ?? site.navbar.title,
        ...(logoAlt !== undefined ? { logoAlt } : {}),
        // a dropdown's label and its entries' are `item.label.<label>` too
        items: site.navbar.items.map((item) =>
          item.type === 'link'
            ? { ...item, label: navbar[`item.label.${item.label}`] ?? item.label }
            : item.type === 'dropdown'
              ? {
                  ...item,
                  label: navbar[`item.label.${item.label}`] ?? item.label,
                  items: item.items.map((entry) => ({ ...entry, label: navbar[`item.label.${entry.label}`] ?? entry.label })),
                }
              : item,
        ),
      },
      footer: {
        links: site.footer.links.map((group) => ({
          ...(group.title !== undefined ? { title: footer[`link.title.${group.title}`] ?? group.title } : {}),
          items: group.items.map((item) => ({ ...item, label: footer[`link.item.label.${item.label}`] ?? item.label })),
        })),
        copyright: footer.copyright !== undefined ? sanitizeInlineHtml(footer.copyright).html : site.footer.copyright,
      },
      sidebar,
      ...(Object.keys(versions).length > 0 ? { versions } : {}),
      ...(Object.keys(theme).length > 0 ? { theme } : {}),
      ...(Object.keys(messages).length > 0 ? { messages } : {}),
      ...(sidebarTitle !== undefined ? { blog: { sidebarTitle } } : {}),
      ...(Object.keys(blogTitles).length > 0 ? { blogs: blogTitles } : {}),
    };
  }
  return Object.keys(result).length > 0 ? result : undefined;
}
