// A docs version's sidebars are keyed in the manifest under one prefix, which its translation file's
// sidebar words are keyed by too (theme-translations.ts), so each version and instance has its own.

/** How the manifest keys of a docs version's sidebars begin: '', `version-1.0/`, `community/`, `community/version-1.0/`. */
export function docsPrefix(instanceId: string, version: string): string {
  return `${instanceId === 'default' ? '' : `${instanceId}/`}${version === 'current' ? '' : `version-${version}/`}`;
}
