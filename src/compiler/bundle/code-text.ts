import { parseSync, Visitor } from 'vite';

// The bundle plugin rewrites site code by pattern: `require('x')`, `useBaseUrl('/img/x.svg')`, `<img src="/x">`.
// A code block a page shows inside a site component is a string of the island's compiled module, and the
// same words there are text to show, not code to run: node-mysql2's FAQ held `require('mysql2')` in one,
// and the rewrite put double quotes inside a double-quoted string (the whole bundle failed to parse).

/**
 * Where a module holds text rather than code: inside a string, template text, JSX text or a comment.
 * The module is read with Vite's parser (oxc) when first asked, as most modules are never asked; one that
 * does not parse has no such places, so every match is rewritten as before.
 */
export function textPlaces(code: string, id: string): (index: number) => boolean {
  let inText: ((index: number) => boolean) | null = null;
  return (index) => {
    inText ??= readTextPlaces(code, id);
    return inText(index);
  };
}

function readTextPlaces(code: string, id: string): (index: number) => boolean {
  const file = id.replace(/[?#].*$/, '');
  const lang = /\.[cm]?ts$/.test(file) ? 'ts' : /\.tsx$/.test(file) ? 'tsx' : 'jsx';
  const parsed = parseSync(file, code, { lang, sourceType: 'module' });
  if (parsed.errors.length > 0) return () => false;
  const ranges: [number, number][] = parsed.comments.map((comment) => [comment.start, comment.end]);
  const add = (node: { start: number; end: number }) => ranges.push([node.start, node.end]);
  new Visitor({
    // biome-ignore lint/correctness/noComponentHookFactories: oxc's visitor keys are node types, not components
    Literal: (node) => {
      if (typeof node.value === 'string') add(node);
    },
    TemplateElement: add,
    JSXText: add,
  }).visit(parsed.program);
  ranges.sort((a, b) => a[0] - b[0]);
  // strictly inside: a string literal itself (`'img/x.svg'`, which the static-file scan looks for) starts at its quote
  return (index) => {
    let low = 0;
    let high = ranges.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const [start, end] = ranges[middle]!;
      if (index <= start) high = middle - 1;
      else if (index >= end) low = middle + 1;
      else return true;
    }
    return false;
  };
}
