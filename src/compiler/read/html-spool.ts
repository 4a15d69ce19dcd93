import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { MarkdownOutput } from '../markdown/types.ts';

// `docgate build` needs a page's HTML twice: when the page renders and when its page file is made, after
// the whole site is planned. Held in between, 2,000 pages kept ~60 MB of strings on the main thread's
// heap through rendering and assembly, and V8 lets a heap grow to twice what lives in it (build.ts sets
// that): the build's peak RSS. The spool keeps them in a file instead, where the OS's page cache holds
// them outside the process. The file is unlinked as soon as it is open: a crash leaves nothing behind.

/** An append-only file of page HTML and search sections for one build. */
export class HtmlSpool {
  private readonly fd: number;
  private end = 0;

  /** Opens the spool in `dir`, which holds content: made owner-only, as .docgate/ is. */
  constructor(dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const path = join(dir, `.html-spool-${process.pid}-${randomUUID()}`);
    this.fd = openSync(path, 'w+', 0o600);
    unlinkSync(path);
  }

  /**
   * Moves the output's `html` and search `sections` into the spool: reading `output.html` or
   * `output.sections` reads it back from there (a new copy each time).
   */
  hold(output: MarkdownOutput): void {
    // already out of the heap: a cache entry's, decoded only when read (render/cache.ts)
    if (Object.getOwnPropertyDescriptor(output, 'html')?.get) return;
    this.spool(output, 'html', output.html, (text) => text);
    // a page's sections are its text for search, read when its search part is made (and for the
    // description of a page without one): 2,000 pages held ~20 MB of them through rendering and assembly
    this.spool(output, 'sections', JSON.stringify(output.sections), (text) => JSON.parse(text) as MarkdownOutput['sections']);
  }

  /** Writes `text` to the end of the spool and makes `field` of the output a getter that reads it back. */
  private spool<K extends 'html' | 'sections'>(
    output: MarkdownOutput,
    field: K,
    text: string,
    decode: (text: string) => MarkdownOutput[K],
  ): void {
    const at = this.end;
    const length = writeSync(this.fd, text, at, 'utf8');
    this.end += length;
    const { fd } = this;
    Object.defineProperty(output, field, {
      enumerable: true,
      get(): MarkdownOutput[K] {
        const bytes = Buffer.allocUnsafe(length);
        readSync(fd, bytes, 0, length, at);
        return decode(bytes.toString('utf8'));
      },
    });
  }

  close(): void {
    closeSync(this.fd);
  }
}
