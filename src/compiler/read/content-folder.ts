import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { glob } from 'tinyglobby';
import { readGitHistory, type LastCommit } from './git.ts';

/**
 * Everything the compiler reads of a content folder: its files, their bytes, modification times and
 * git dates. The compiler never touches the disk itself, so tests hand it an in-memory folder
 * (memory-folder.ts) and the CLI the real one.
 */
export interface ContentFolder {
  /** absolute path of the content folder; `read` and `mtime` take absolute paths under it */
  readonly dir: string;
  /** every file under the folder as a content-relative path with '/' (`docs/intro.md`), node_modules left out */
  files(): Promise<string[]>;
  /** a file's bytes; null when there is no such file */
  read(abs: string): Uint8Array | null;
  /** a file's modification time as an ISO string (the last-updated fallback); null when there is no such file */
  mtime(abs: string): string | null;
  /** a file's size in bytes, without reading it; null when there is no such file */
  size(abs: string): number | null;
  /** the last commit of each file that has one, keyed by content-relative path */
  history(): Promise<Map<string, LastCommit>>;
  /**
   * The files and history of a folder beside this one (`../docs`: a Docusaurus site in a monorepo keeps
   * its docs there), keyed by paths relative to this folder; only a folder on disk has neighbours
   */
  beside?(rel: string): Promise<{ files: string[]; history: Map<string, LastCommit> }>;
}

/** The content folder on disk: files by tinyglobby, bytes and times by node:fs, dates by one `git log`. */
export function diskFolder(contentDir: string): ContentFolder {
  const dir = resolve(contentDir);
  return {
    dir,
    files: () => glob('**/*', { cwd: dir, onlyFiles: true, ignore: ['**/node_modules/**'] }),
    // reads are blocking: fs/promises' readFile takes five thread-pool round trips a file, and reading
    // the 1,000 pages of the bench corpus with a stat each cost ~170 ms of CPU that way against ~30 ms. A
    // read is over in tens of microseconds; the renders between reads are what takes the time.
    read: (abs) => {
      try {
        return new Uint8Array(readFileSync(abs));
      } catch {
        return null;
      }
    },
    mtime: (abs) => {
      try {
        return statSync(abs).mtime.toISOString();
      } catch {
        return null;
      }
    },
    size: (abs) => statSync(abs, { throwIfNoEntry: false })?.size ?? null,
    history: () => readGitHistory(dir),
    beside: async (rel) => {
      const [files, history] = await Promise.all([
        glob(`${rel}/**/*`, { cwd: dir, onlyFiles: true, ignore: ['**/node_modules/**'] }),
        readGitHistory(resolve(dir, rel)),
      ]);
      return { files, history: new Map([...history].map(([file, commit]) => [`${rel}/${file}`, commit])) };
    },
  };
}

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/** A text file's content (UTF-8, a byte order mark kept as JSON.parse and YAML see it); null when missing. */
export function readText(folder: ContentFolder, abs: string): string | null {
  const bytes = folder.read(abs);
  return bytes === null ? null : utf8.decode(bytes);
}
