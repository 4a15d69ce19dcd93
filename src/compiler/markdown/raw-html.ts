import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from './walk.ts';
import type { RuleId } from '../diagnostics/rules.ts';

const truncateMarker = /^<!--\s*truncate\s*-->$/;
const comment = /^<!--[\s\S]*-->$/;

/**
 * Records the `<!-- truncate -->` line; other raw HTML is rendered on a Docusaurus site (raw-html-tree.ts
 * parses it, the sanitizer keeps what is safe), else warned about and dropped.
 */
export default function remarkRawHtml() {
  return (tree: Root, file: VFile) => {
    walk<RootContent>(tree, (node, _index, parent) => {
      if (node.type !== 'html') return;
      // its raw node is parsed or dropped (raw-html-tree.ts)
      file.data.hasRawHtml = true;
      const value = node.value.trim();
      if (truncateMarker.test(value)) {
        // only a marker on its own line at the top level splits the page
        if (parent === tree && file.data.truncateOffset === undefined && node.position?.start.offset !== undefined) {
          file.data.truncateOffset = node.position.start.offset;
        }
        return;
      }
      if (comment.test(value) || file.data.rawHtml) return;
      const tag = /^<\/?[a-zA-Z][\w-]*/.exec(value)?.[0] ?? value.slice(0, 20);
      file.message(`Raw HTML is not rendered (\`${tag}>\`), expected Markdown, an admonition or a code block`, {
        place: node.position,
        ruleId: 'raw-html' satisfies RuleId,
        source: 'markdown',
      });
    });
  };
}
