import type { ReactNode } from 'react';
import { fileOfGatePath } from '../../../../src/contracts/url-scheme.ts';
import { browserShows } from '../../content/content-source.ts';
import { gatePath } from '../../content/gate-refs.ts';
import { useAssetUrls } from '../../hooks/use-asset-url.ts';
import { useContent } from '../../hooks/use-content.ts';

interface Props {
  /** the file's `gate:` URL (`gate:assets/<hash>.zip?name=kit.zip`) */
  href: string;
  className?: string | undefined;
  children?: ReactNode;
  'aria-label'?: string | undefined;
}

/**
 * A config's or sidebar's link to a file of the site (one of the static folders, which the compiler made a
 * gated asset): the file through the gate, opened in a new tab, or saved under its name where the browser
 * would not show its type (a zip), as Docusaurus' host serves it at its path.
 */
export function GatedFileLink({ href, className, children, ...rest }: Props) {
  const { source } = useContent();
  const { path, name } = fileOfGatePath(gatePath(href)!.replace(/#.*$/, ''));
  const url = useAssetUrls(new Map([[path, 'link' as const]])).get(path);
  const download = url && name && !browserShows(source.typeOf(path) ?? '') ? name : undefined;
  // until the file is in, the link goes nowhere rather than to a `gate:` URL the browser cannot load
  return (
    <a
      className={className}
      href={url ?? '#'}
      target="_blank"
      rel="noopener noreferrer"
      download={download}
      aria-disabled={url ? undefined : true}
      {...rest}
    >
      {children}
    </a>
  );
}
