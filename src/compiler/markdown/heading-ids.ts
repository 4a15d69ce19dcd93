import type { Root, RootContent } from 'mdast';
import { walk } from './walk.ts';

// `## Environment variables {#env-vars}`; as in Docusaurus, an id holds anything but `{#` and `}`
// (`{#load(all)}`), and Markdown escapes in it are already undone (`{#i18n.\_}` is `i18n._`)
const marker = /[ \t]*\{#((?:(?!\{#)[^}])+)\}[ \t]*$/;

/** Takes a trailing `{#custom-id}` off a heading's text and uses it as the heading's id. */
export default function remarkHeadingIds() {
  return (tree: Root) => {
    walk<RootContent>(tree, (node) => {
      if (node.type !== 'heading') return;
      const last = node.children.at(-1);
      if (last?.type !== 'text') return;
      const match = marker.exec(last.value);
      if (!match) return;
      last.value = last.value.slice(0, match.index);
      if (last.value === '') node.children.pop();
      // trailing space left before inline code, e.g. "## `env` {#env}"
      const end = node.children.at(-1);
      if (end?.type === 'text') end.value = end.value.trimEnd();
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: match[1] } };
    });
  };
}
