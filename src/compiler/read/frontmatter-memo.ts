import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../write/atomic-write.ts';
import { parseFrontmatter, type FrontmatterResult } from './frontmatter.ts';
import { contentHash } from './hash.ts';
import { detachedCopy } from '../strings.ts';

// A warm build of 2,000 pages spent ~290 ms parsing the same frontmatter blocks with `yaml` again. What a
// file's block parsed to is kept by the hash of the file's text under .docgate/frontmatter, so an unchanged file
// is not parsed again; its field positions (for a diagnostic) are found by parsing it when one is asked for.

// bump when what parseFrontmatter makes of the same text changes
const FORMAT = 1;

interface Entry {
  data: Record<string, unknown>;
  /** where the body starts in the text */
  bodyAt: number;
  lineOffset: number;
}

/** Parsed frontmatter by file text, read from and saved to one JSON file. */
export class FrontmatterMemo {
  private entries: Map<string, Entry> | null = null;
  private readonly used = new Map<string, Entry>();
  private changed = false;

  constructor(private readonly dir: string) {}

  private get file(): string {
    return join(this.dir, `frontmatter-${FORMAT}.json`);
  }

  private load(): Map<string, Entry> {
    if (this.entries) return this.entries;
    try {
      this.entries = new Map(Object.entries(JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, Entry>));
    } catch {
      // none yet, or unreadable: every block is parsed
      this.entries = new Map();
    }
    return this.entries;
  }

  /** parseFrontmatter's result for `text`, from the memo when the same text was parsed before. */
  parse(file: string, text: string): FrontmatterResult {
    const key = contentHash(text);
    const hit = this.load().get(key);
    if (hit) {
      this.used.set(key, hit);
      // positions need the YAML document: parsed only when a diagnostic asks for one, from a copy of the
      // block alone (a slice would keep the page's whole text alive)
      const block = detachedCopy(text.slice(0, hit.bodyAt));
      let parsed: FrontmatterResult | null = null;
      const locate = (path: (string | number)[]) => {
        parsed ??= parseFrontmatter(file, block);
        return parsed.ok ? parsed.value.locate(path) : { line: 1, column: 1 };
      };
      const { data, bodyAt, lineOffset } = structuredClone(hit);
      return { ok: true, value: { data, body: text.slice(bodyAt), head: text.slice(0, bodyAt), lineOffset, locate } };
    }
    const result = parseFrontmatter(file, text);
    // a block only js-yaml reads carries a warning the memo would lose; a value JSON cannot hold would come back changed
    if (result.ok && !result.value.lenient && jsonSafe(result.value.data)) {
      const entry = { data: structuredClone(result.value.data), bodyAt: result.value.head.length, lineOffset: result.value.lineOffset };
      this.used.set(key, entry);
      this.changed = true;
    }
    return result;
  }

  /** After a full build: keeps the blocks of the files it read, and only those. */
  save(): void {
    if (!this.changed && this.used.size === this.load().size) return;
    try {
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      writeFileAtomic(this.file, JSON.stringify(Object.fromEntries(this.used)), 0o600);
    } catch {
      // a read-only project folder: the next build parses again
    }
  }
}

/** Whether JSON gives `value` back as it is: no NaN or Infinity (YAML's .nan, .inf), no undefined. */
function jsonSafe(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(jsonSafe);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(jsonSafe);
  return false;
}
