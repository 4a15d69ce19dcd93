import type { SitePlan } from '../plan-site.ts';
import { sidebarToJson } from './sidebar-to-json.ts';

/** The files `docgate version <name>` adds, relative to content/: sidebars file and versions.json. */
export function versionSnapshot(plan: SitePlan, name: string, sidebarId: string, existing: string[]): { path: string; content: string }[] {
  const current = plan.versions.find((v) => v.instance === 'default' && v.version === 'current')!;
  const sidebar = current.sidebars[0]?.built ?? { items: [], generatedIndexes: [], docLinks: [] };
  const generated = new Map(
    sidebar.generatedIndexes.map((g) => [g.path, { title: g.title, description: g.description, slug: g.path.replace(/^\/docs/, '') }]),
  );
  const docIdByPath = new Map(current.docs.map((d) => [d.path, d.id]));
  const sidebars = { [sidebarId]: sidebarToJson(sidebar.items, generated, docIdByPath) };
  return [
    { path: `versioned_sidebars/version-${name}-sidebars.json`, content: `${JSON.stringify(sidebars, null, 2)}\n` },
    { path: 'versions.json', content: `${JSON.stringify([name, ...existing], null, 2)}\n` },
  ];
}
