import { error, FILE_START, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { RuleId } from '../diagnostics/rules.ts';
import { lineColumnAt } from './positions.ts';

export type ReadResult = { ok: true; text: string } | { ok: false; diagnostic: Diagnostic };

const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/**
 * The most text one page may hold beside whitespace, 10x a long handwritten page. Parsing time and memory
 * grow faster than the size (cypress's 821 KB changelog takes ~6 s and ~470 MB, 2 MB of dense markdown
 * ~26 s and ~2.7 GB on one core here), so a bigger page is refused with a message instead of stalling the
 * build or running it out of memory.
 * Whitespace is left out of the count: a generated reference page (typedoc's, in ory/docs) pads its
 * table columns to 14 KB lines of spaces, 3.8 MB that render in under a second.
 */
const MAX_MARKDOWN_BYTES = 1024 * 1024;
// whatever it holds, a file larger than this is no page
const MAX_FILE_BYTES = 16 * 1024 * 1024;

// an image written into the page as a data: URL (a notebook's plot): one token to the parser, however long
const DATA_URL = /data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/=]+/g;

/** Bytes of `bytes` that are not spaces, tabs or line breaks, nor inside a base64 data: URL. */
function textBytes(bytes: Uint8Array): number {
  let count = 0;
  for (const byte of bytes) if (byte !== 0x20 && byte !== 0x0a && byte !== 0x09 && byte !== 0x0d) count++;
  for (const [url] of Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').matchAll(DATA_URL))
    count -= url.length;
  return count;
}

const kilobytes = (bytes: number): string => `${Math.ceil(bytes / 1024)} KB`;

/** Decodes a markdown file, rejecting empty, too large, binary and non-UTF-8 content with a diagnostic. */
export function decodeMarkdown(file: string, bytes: Uint8Array): ReadResult {
  const fail = (message: string, rule: RuleId, at = FILE_START): ReadResult => ({ ok: false, diagnostic: error(rule, file, at, message) });
  // positions of a byte: decode what comes before it, so line and column count characters
  const positionOf = (offset: number) => {
    const before = lenient.decode(bytes.subarray(0, offset));
    return lineColumnAt(before, before.length);
  };
  if (bytes.length === 0) return fail('Empty file, expected markdown content', 'empty-file');
  if (bytes.length > MAX_FILE_BYTES) {
    const message = `File is ${kilobytes(bytes.length)}, larger than the ${kilobytes(MAX_FILE_BYTES)} a page may be; split it into several pages`;
    return fail(message, 'file-too-large');
  }
  const held = bytes.length > MAX_MARKDOWN_BYTES ? textBytes(bytes) : 0;
  if (held > MAX_MARKDOWN_BYTES) {
    const message = `File holds ${kilobytes(held)} of text beside whitespace, more than the ${kilobytes(MAX_MARKDOWN_BYTES)} a page may hold; split it into several pages`;
    return fail(message, 'file-too-large');
  }
  const nul = bytes.indexOf(0);
  if (nul !== -1) return fail('Binary file (a NUL byte here), expected UTF-8 markdown text', 'binary-file', positionOf(nul));
  let text: string;
  try {
    text = strict.decode(bytes);
  } catch {
    return fail(
      'File is not valid UTF-8 (first invalid byte here), expected UTF-8 encoded markdown',
      'encoding',
      positionOf(firstInvalidByte(bytes)),
    );
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') return fail('Empty file, expected markdown content', 'empty-file');
  return { ok: true, text };
}

/** Offset where the first broken UTF-8 sequence starts. */
function firstInvalidByte(bytes: Uint8Array): number {
  // the longest prefix a streaming decoder accepts (a character cut at its end is not an error yet)
  const accepts = (end: number): string | null => {
    try {
      return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.subarray(0, end), { stream: true });
    } catch {
      return null;
    }
  };
  let good = 0;
  let bad = bytes.length;
  while (bad - good > 1) {
    const mid = (good + bad) >>> 1;
    if (accepts(mid) === null) bad = mid;
    else good = mid;
  }
  // what decoded cleanly ends where the broken sequence begins
  return new TextEncoder().encode(accepts(good) ?? '').length;
}
