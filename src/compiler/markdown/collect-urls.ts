import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import type { AssetEntry, UrlEntry } from './types.ts';
import { eachElement, isHashLink } from './hast-helpers.ts';

const scheme = /^[a-zA-Z][a-zA-Z\d+.-]*:|^\/\//;
const markdownFile = /\.mdx?$/i;
const extension = /\.[a-zA-Z\d]+$/;

/** Lists author links and images as they appear in the final HTML, for link checking and asset copying. */
export default function rehypeCollectUrls() {
  return (tree: Root, file: VFile) => {
    const links: UrlEntry[] = [];
    const assets: AssetEntry[] = [];
    eachElement(tree, (node) => {
      if (node.tagName === 'img' && typeof node.properties.src === 'string') {
        assets.push({ ...at(node, node.properties.src), kind: 'image' });
        return;
      }
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string' || isGenerated(node)) return;
      const entry = at(node, node.properties.href);
      links.push(entry);
      if (isLocalFile(entry.url)) assets.push({ ...entry, kind: 'file' });
    });
    file.data.links = links;
    file.data.assets = assets;
  };
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
