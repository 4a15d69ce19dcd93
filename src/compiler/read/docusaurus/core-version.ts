import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Some of a config's meaning depends on the Docusaurus release it is built with: `future.v4: true` turns
// MDX 1 compatibility off only from 3.10, which added that flag to v4's set.

/** [major, minor] of the site's Docusaurus: the installed @docusaurus/core, else the lowest its package.json allows; null when unknown. */
export function docusaurusVersion(siteDir: string): [number, number] | null {
  const match = /(\d+)\.(\d+)/.exec(docusaurusRelease(siteDir) ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** The site's Docusaurus release, `3.10.2`: the installed @docusaurus/core's, else the lowest its package.json allows. */
export function docusaurusRelease(siteDir: string): string | null {
  const read = (file: string): Record<string, unknown> | null => {
    try {
      return JSON.parse(readFileSync(join(siteDir, file), 'utf8')) as Record<string, unknown>;
    } catch {
      return null;
    }
  };
  const installed = read('node_modules/@docusaurus/core/package.json')?.version;
  const site = read('package.json');
  const deps = { ...(site?.devDependencies as object), ...(site?.dependencies as object) } as Record<string, unknown>;
  const written = typeof installed === 'string' ? installed : deps['@docusaurus/core'];
  return typeof written === 'string' ? (/\d+\.\d+(?:\.\d+)?/.exec(written)?.[0] ?? null) : null;
}

/** Whether the site's Docusaurus is at least `major.minor`; an unknown one counts as the newest. */
export function docusaurusAtLeast(siteDir: string, major: number, minor: number): boolean {
  const version = docusaurusVersion(siteDir);
  return version === null || version[0] > major || (version[0] === major && version[1] >= minor);
}
