import type { SitePlan } from '../plan-site.ts';
import { sidebarToJson } from './sidebar-json.ts';

/** The files `docgate version <name>` adds, relative to content/: sidebars file and versions.json. */
export function versionSnapshot(plan: SitePlan, name: string, sidebarId: string, existing: string[]): { path: string; content: string }[] {
  const current = plan.versions.find((v) => v.version === 'current')!;
  const generated = new Map(
    current.built.generatedIndexes.map((g) => [
      g.path,
      { title: g.title, description: g.description, slug: g.path.replace(/^\/docs/, '') },
    ]),
  );
  const docIdByPath = new Map(current.docs.map((d) => [d.path, d.id]));
  const sidebars = { [sidebarId]: sidebarToJson(current.sidebar, generated, docIdByPath) };
  return [
    { path: `versioned_sidebars/version-${name}-sidebars.json`, content: `${JSON.stringify(sidebars, null, 2)}\n` },
    { path: 'versions.json', content: `${JSON.stringify([name, ...existing], null, 2)}\n` },
  ];
}
