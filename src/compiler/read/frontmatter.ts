import matter from 'gray-matter';
import { LineCounter, parseDocument, YAMLParseError, isNode, type Document } from 'yaml';
import { error, FILE_START, warning, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { detachedCopy } from '../strings.ts';

export interface ParsedFrontmatter {
  data: Record<string, unknown>;
  /** the markdown after the frontmatter */
  body: string;
  /** the frontmatter block as written, up to the body */
  head: string;
  /** lines before the body, so renderer positions point into the whole file */
  lineOffset: number;
  /** where a frontmatter field sits in the file; the file start when unknown */
  locate: (path: (string | number)[]) => { line: number; column: number };
  /** a warning when only Docusaurus' lenient YAML reader (js-yaml) accepts the block */
  lenient?: Diagnostic;
}

export type FrontmatterResult = { ok: true; value: ParsedFrontmatter } | { ok: false; diagnostic: Diagnostic };

/** Splits YAML frontmatter from markdown with gray-matter, parsing it with `yaml` so errors carry positions. */
export function parseFrontmatter(file: string, text: string): FrontmatterResult {
  let doc: Document | null = null;
  const counter = new LineCounter();
  const engine = (source: string): object => {
    // gray-matter hands over the text after the opening `---`, so yaml lines equal file lines; a file
    // saved with CRLF endings leaves a lone `\r` after the last field, which yaml reads as a stray scalar
    // (only `\r` goes, so lines and columns stay the file's)
    // (a copy: the values yaml slices from it would otherwise keep the page's whole text alive)
    doc = parseDocument(detachedCopy(source.replace(/\r\n?/g, '\n')), { lineCounter: counter, prettyErrors: true, uniqueKeys: true });
    if (doc.errors.length > 0) throw doc.errors[0];
    const value: unknown = doc.toJS();
    return value ?? {};
  };
  // gray-matter reads an unclosed block to the end of the file: the page would silently lose its body
  if (text.startsWith('---') && text.charAt(3) !== '-' && text.indexOf('\n---', 3) === -1) {
    const message = "Frontmatter opened with '---' is never closed, expected a line '---' after its last field";
    return { ok: false, diagnostic: error('frontmatter', file, FILE_START, message) };
  }
  let parsed: matter.GrayMatterFile<string>;
  let lenient: Diagnostic | undefined;
  try {
    parsed = matter(text, { engines: { yaml: engine } });
  } catch (thrown) {
    if (thrown instanceof YAMLParseError) {
      const pos = thrown.linePos?.[0] ?? { line: 1, col: 1 };
      const reason = thrown.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      const at = { line: pos.line, column: pos.col };
      const loose = readLeniently(text);
      if (!loose) return { ok: false, diagnostic: error('frontmatter', file, at, `Invalid YAML frontmatter: ${reason}`) };
      parsed = loose;
      doc = null;
      const message = `Invalid YAML frontmatter (${reason}), read as Docusaurus reads it (js-yaml); expected valid YAML, e.g. one field a line`;
      lenient = warning('frontmatter', file, at, message);
    } else {
      const message = `Invalid frontmatter: ${thrown instanceof Error ? thrown.message : String(thrown)}`;
      return { ok: false, diagnostic: error('frontmatter', file, FILE_START, message) };
    }
  }
  const data = parsed.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    const message = 'Invalid frontmatter: expected a YAML mapping of fields';
    return { ok: false, diagnostic: error('frontmatter', file, { line: 2, column: 1 }, message) };
  }
  const body = parsed.content;
  const head = text.slice(0, text.length - body.length);
  const lineOffset = head === '' ? 0 : head.split('\n').length - 1;
  const yamlDoc = doc as Document | null;
  const locate = (path: (string | number)[]) => {
    if (yamlDoc) {
      for (let n = path.length; n > 0; n--) {
        const node = yamlDoc.getIn(path.slice(0, n), true);
        if (isNode(node) && node.range) {
          // point at the key when there is one: the value starts after `key: `
          const pair = findKeyOffset(yamlDoc, path.slice(0, n));
          const at = counter.linePos(pair ?? node.range[0]);
          return { line: at.line, column: at.col };
        }
      }
    }
    return { line: 1, column: 1 };
  };
  const value: ParsedFrontmatter = { data: data as Record<string, unknown>, body, head, lineOffset, locate };
  return { ok: true, value: lenient ? { ...value, lenient } : value };
}

/**
 * The block as Docusaurus reads it: gray-matter's own engine, js-yaml 3, accepts some text YAML 1.2
 * forbids (`authors: [a] tags: [b]` on one line, in yew's blog); null when it refuses it too.
 */
function readLeniently(text: string): matter.GrayMatterFile<string> | null {
  try {
    // an options object keeps gray-matter's cache, keyed by text, out of it
    return matter(text, { language: 'yaml' });
  } catch {
    return null;
  }
}

function findKeyOffset(doc: Document, path: (string | number)[]): number | null {
  const parentPath = path.slice(0, -1);
  const parent = parentPath.length ? doc.getIn(parentPath, true) : doc.contents;
  const key = path[path.length - 1];
  const items = (parent as { items?: { key?: { value?: unknown; range?: [number, number, number] } }[] } | null)?.items;
  const pair = items?.find((item) => item.key && item.key.value === key);
  return pair?.key?.range?.[0] ?? null;
}
