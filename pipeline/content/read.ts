import type { Diagnostic } from '../diagnostics.ts';

export type ReadResult = { ok: true; text: string } | { ok: false; diagnostic: Diagnostic };

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Decodes a markdown file, rejecting empty, binary and non-UTF-8 content with a diagnostic. */
export function decodeMarkdown(file: string, bytes: Uint8Array): ReadResult {
  const fail = (message: string, rule: string): ReadResult => ({
    ok: false,
    diagnostic: { file, line: 0, column: 0, severity: 'error', message, rule },
  });
  if (bytes.length === 0) return fail('Empty file, expected markdown content', 'empty-file');
  if (bytes.includes(0)) return fail('Binary file, expected UTF-8 markdown text', 'binary-file');
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return fail('File is not valid UTF-8, expected UTF-8 encoded markdown', 'encoding');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') return fail('Empty file, expected markdown content', 'empty-file');
  return { ok: true, text };
}
