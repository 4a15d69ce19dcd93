import { posix } from 'node:path';
import type { ContentFolder } from './content-folder.ts';
import type { LastCommit } from './git.ts';

export interface MemoryFolderOptions {
  /** the folder the files pretend to be in; diagnostics name files relative to its parent (`content/docs/intro.md`) */
  dir?: string;
  /** every file's modification time */
  mtime?: string;
  /** git dates by content-relative path; none by default, as in a folder without git */
  history?: Record<string, LastCommit>;
}

/** An in-memory content folder that tests can edit between compiles. */
export interface MemoryFolder extends ContentFolder {
  /** writes (or adds) a file by its content-relative path; returns its absolute path, for `update()` */
  write(rel: string, content: string | Uint8Array): string;
  /** removes a file; returns its absolute path */
  remove(rel: string): string;
  /** the absolute path of a content-relative one */
  path(rel: string): string;
  /** a file's text, to edit it */
  text(rel: string): string;
}

const encoder = new TextEncoder();

/** A content folder held in memory, from `{ 'docs/intro.md': '# Intro' }`. */
export function memoryFolder(files: Record<string, string | Uint8Array>, options: MemoryFolderOptions = {}): MemoryFolder {
  const dir = options.dir ?? '/memory/site/content';
  const mtime = options.mtime ?? '2024-01-01T00:00:00.000Z';
  const bytes = new Map<string, Uint8Array>();
  const path = (rel: string): string => posix.join(dir, rel);
  const write = (rel: string, content: string | Uint8Array): string => {
    bytes.set(path(rel), typeof content === 'string' ? encoder.encode(content) : content);
    return path(rel);
  };
  for (const [rel, content] of Object.entries(files)) write(rel, content);
  return {
    dir,
    files: async () => [...bytes.keys()].map((abs) => posix.relative(dir, abs)).filter((rel) => !rel.split('/').includes('node_modules')),
    read: (abs) => bytes.get(posix.normalize(abs)) ?? null,
    mtime: (abs) => (bytes.has(posix.normalize(abs)) ? mtime : null),
    size: (abs) => bytes.get(posix.normalize(abs))?.length ?? null,
    history: async () => new Map(Object.entries(options.history ?? {})),
    write,
    remove: (rel) => {
      bytes.delete(path(rel));
      return path(rel);
    },
    path,
    text: (rel) => new TextDecoder().decode(bytes.get(path(rel)) ?? new Uint8Array()),
  };
}
