import { relative, sep } from 'node:path';
import type { FileChange } from '../compile.ts';

/** Collects file events between rebuilds, folding several events on one file into the one that matters. */
export class ChangeSet {
  private changes = new Map<string, FileChange['type']>();

  add(type: FileChange['type'], file: string): void {
    const before = this.changes.get(file);
    const merged = merge(before, type);
    if (merged) this.changes.set(file, merged);
    else this.changes.delete(file);
  }

  get size(): number {
    return this.changes.size;
  }

  /** Takes every pending change, sorted by file, and empties the set. */
  take(): FileChange[] {
    const list = [...this.changes].map(([file, type]) => ({ type, file })).sort((a, b) => a.file.localeCompare(b.file));
    this.changes.clear();
    return list;
  }
}

function merge(before: FileChange['type'] | undefined, next: FileChange['type']): FileChange['type'] | null {
  if (!before) return next;
  if (before === 'add' && next === 'unlink') return null; // came and went: the compiler never saw it
  if (before === 'add') return 'add';
  if (before === 'unlink' && next === 'add') return 'change'; // an editor's save-by-rename
  return next;
}

/** `docs/intro.md`, `docs/a.md (removed), docs/b.md (added)`, `docs/a.md and 4 more files`. */
export function describeChanges(changes: FileChange[], contentDir: string): string {
  const name = (c: FileChange) => {
    const rel = relative(contentDir, c.file).split(sep).join('/');
    return c.type === 'change' ? rel : `${rel} (${c.type === 'add' ? 'added' : 'removed'})`;
  };
  if (changes.length <= 3) return changes.map(name).join(', ');
  return `${name(changes[0]!)} and ${changes.length - 1} more files`;
}

// what editors and tools write beside a file while saving it: sed -i's `sedXXXXXX`, vim's swap files
// and `4913` probe, `~` backups, emacs's `#x#` and `.#x` locks, JetBrains' and others' temp files
const LITTER = [/^sed[A-Za-z0-9]{6}$/, /^4913$/, /~$/, /\.sw[a-p]$/, /^#.*#$/, /^\.#/, /\.(tmp|temp|bak|orig)$/i, /___jb_(tmp|old)___$/];

/** True for a file name that is an editor's or tool's temporary file, never content: watch mode ignores it. */
export const isEditorLitter = (name: string): boolean => LITTER.some((pattern) => pattern.test(name));
