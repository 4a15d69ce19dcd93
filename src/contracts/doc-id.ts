// How a doc route's path and its doc's id relate, shared by the compiler (which names an id only where it
// differs) and the viewer (a site's version switcher). No imports: the viewer bundles this file.

/**
 * A doc's id as its path under its version gives it (`/guides/setup` is `guides/setup`): a doc route names its
 * own `docId` only where the doc's id is another, which keeps the route index small.
 */
export const docIdFromPath = (pathInVersion: string): string => pathInVersion.replace(/^\//, '');
