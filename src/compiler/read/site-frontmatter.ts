import { error, FILE_START } from '../diagnostics/diagnostic.ts';
import { parseFrontmatter, type FrontmatterResult } from './frontmatter.ts';
import { isRecord } from '../../contracts/is-record.ts';

// A Docusaurus site's markdown.parseFrontMatter: `async ({ filePath, fileContent, defaultParseFrontMatter })
// => ({ frontMatter, content })`. Sites use it to add fields (a date from the file name, a default
// `sidebar_label`) or to read another syntax; most call the default reader first. docgate's reader is
// that default here, so a page whose split it keeps keeps the positions of its fields.

export type ParseFrontMatter = (args: {
  filePath: string;
  fileContent: string;
  defaultParseFrontMatter: (args: {
    filePath: string;
    fileContent: string;
  }) => Promise<{ frontMatter: Record<string, unknown>; content: string }>;
}) => unknown;

/** The frontmatter and body of `text` (the file `file`, at `abs`) as the site's parseFrontMatter gives them. */
export async function parseSiteFrontmatter(file: string, abs: string, text: string, parse: ParseFrontMatter): Promise<FrontmatterResult> {
  const own = parseFrontmatter(file, text);
  const defaultParseFrontMatter = async ({ fileContent }: { filePath: string; fileContent: string }) => {
    const parsed = fileContent === text ? own : parseFrontmatter(file, fileContent);
    if (!parsed.ok) throw new Error(parsed.diagnostic.message);
    return { frontMatter: parsed.value.data, content: parsed.value.body };
  };
  let result: unknown;
  try {
    result = await parse({ filePath: abs, fileContent: text, defaultParseFrontMatter });
  } catch (thrown) {
    // the default reader's own error, passed on by the site's function: said at its place
    if (!own.ok) return own;
    const reason = thrown instanceof Error ? thrown.message : String(thrown);
    return {
      ok: false,
      diagnostic: error('frontmatter', file, FILE_START, `The site's markdown.parseFrontMatter failed on this file (${reason})`),
    };
  }
  if (!isRecord(result) || !isRecord(result.frontMatter) || typeof result.content !== 'string') {
    const message = "The site's markdown.parseFrontMatter gave no { frontMatter, content } for this file, expected an object of both";
    return { ok: false, diagnostic: error('frontmatter', file, FILE_START, message) };
  }
  const { frontMatter: data, content: body } = result;
  // what planning digests of the file (source.ts planKey): the fields as the function gave them
  const fields = JSON.stringify(data);
  if (own.ok && body === own.value.body) return { ok: true, value: { ...own.value, data, head: `${own.value.head}\u0000${fields}` } };
  // its own split: the body's lines are counted from where it starts in the file, when it ends the file
  const head = text.endsWith(body) ? text.slice(0, text.length - body.length) : '';
  const lineOffset = head === '' ? 0 : head.split('\n').length - 1;
  return { ok: true, value: { data, body, head: `${head}\u0000${fields}`, lineOffset, locate: () => FILE_START } };
}
