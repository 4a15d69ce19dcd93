import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import type { AssetEntry, UrlEntry } from './types.ts';
import { eachElement, isHashLink } from './hast-helpers.ts';

const scheme = /^[a-zA-Z][a-zA-Z\d+.-]*:|^\/\//;
const markdownFile = /\.mdx?$/i;
const extension = /\.[a-zA-Z\d]+$/;

/** The hast property mdx/html-element.ts sets on media and links written as JSX; removed here, never in the HTML. */
export const JSX_MEDIA = 'dataDocgateJsx';
/** The hast property mdx/partials.ts sets on a partial's bare `.md` link it rebased: the link as written (UrlEntry.bare). */
export const BARE_LINK = 'dataDocgateBare';

// elements whose `src` (and a video's `poster`) is a file the page shows
const MEDIA = new Set(['img', 'video', 'audio', 'source']);

/** Lists author links and images as they appear in the final HTML, for link checking and asset copying. */
export default function rehypeCollectUrls() {
  return (tree: Root, file: VFile) => {
    const links: UrlEntry[] = [];
    const assets: AssetEntry[] = [];
    eachElement(tree, (node) => {
      if (MEDIA.has(node.tagName)) {
        const jsx = node.properties[JSX_MEDIA] === true;
        delete node.properties[JSX_MEDIA];
        const kind = node.tagName === 'img' ? 'image' : 'file';
        for (const url of [node.properties.src, node.properties.poster]) {
          if (typeof url === 'string') assets.push({ ...at(node, url), kind, ...(jsx ? { jsx } : {}) });
        }
        return;
      }
      if (node.tagName !== 'a') return;
      const jsx = node.properties[JSX_MEDIA] === true;
      const bare = node.properties[BARE_LINK];
      delete node.properties[JSX_MEDIA];
      delete node.properties[BARE_LINK];
      if (typeof node.properties.href !== 'string' || isGenerated(node)) return;
      const entry = { ...at(node, node.properties.href), ...(jsx ? { jsx } : {}), ...(typeof bare === 'string' ? { bare } : {}) };
      links.push(entry);
      if (!isLocalFile(entry.url)) return;
      assets.push({ ...entry, kind: 'file' });
      // `<a download>` of a site file saves it under its name, as from its URL: the reader gets it from a
      // blob: URL of the gate, whose own name is random
      const { download } = node.properties;
      if (download === true || download === '') node.properties.download = fileName(entry.url);
    });
    file.data.links = links;
    file.data.assets = assets;
  };
}

/** The last segment of a URL's path, decoded where it can be: `dash%20board.json` -> `dash board.json`. */
function fileName(url: string): string {
  const name =
    url
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

function at(node: Element, url: string): UrlEntry {
  return { url, line: node.position?.start.line ?? 0, column: node.position?.start.column ?? 0 };
}

// heading anchors and footnote references are links we made, not links to check
const isGenerated = (node: Element): boolean =>
  isHashLink(node) || node.properties.dataFootnoteRef !== undefined || node.properties.dataFootnoteBackref !== undefined;

/** a relative or site-absolute link to something that is not a Markdown page, e.g. `./report.pdf` */
function isLocalFile(url: string): boolean {
  if (scheme.test(url) || url.startsWith('#')) return false;
  const path = url.replace(/[?#].*$/, '');
  return extension.test(path) && !markdownFile.test(path);
}
