import type { SqlQuery } from '../database/sql.ts';
import { isStoredRoot, joinManifest } from '../../contracts/manifest-parts.ts';

// Drafts appear only in `docgate dev` / `docgate watch` builds (the reader sees them marked Draft);
// `docgate build` leaves them out. A dist/site that holds them must never go live anywhere else.

/** The paths of the draft routes a manifest lists. */
export function draftPaths(manifest: unknown): string[] {
  const routes = (manifest as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes)) return [];
  return routes.filter((route) => route?.draft === true).map((route) => String(route.path));
}

/** The draft routes of the live build in the embedded database (one published by `docgate dev`). */
export async function liveDraftPaths(db: SqlQuery): Promise<string[]> {
  // manifest.json and the parts it names, whose routes say which are drafts
  const rows = await db.query<{ path: string; body: unknown }>(
    `select b.path, f.body
       from docs_private.live_build l
       cross join docs_private.build_listing(l.build_id) b
       join docs_private.files f on f.hash = b.hash
      where b.path = 'manifest.json' or b.path like 'manifest/%'`,
  );
  const bodies = new Map(rows.map((row) => [row.path, row.body]));
  const root = bodies.get('manifest.json');
  if (!isStoredRoot(root)) return draftPaths(root ?? null);
  return draftPaths(await joinManifest(root, (path) => bodies.get(path) ?? [], []));
}
