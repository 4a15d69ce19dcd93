import { execFile } from 'node:child_process';

export interface LastCommit {
  /** ISO timestamp of the last commit that touched the file */
  at: string;
  author: string;
}

/**
 * Last commit per file under a folder, from ONE `git log` call; keys are paths relative to the folder.
 * No git, no repository or a shallow clone never fail: files without history are simply absent.
 */
export function readGitHistory(dir: string): Promise<Map<string, LastCommit>> {
  return new Promise((resolve) => {
    const args = ['-C', dir, 'log', '--no-renames', '--format=%x1e%aI%x1f%an', '--name-only', '--relative', '--', '.'];
    execFile('git', args, { maxBuffer: 256 * 1024 * 1024, windowsHide: true }, (error, stdout) => {
      const history = new Map<string, LastCommit>();
      if (error) return resolve(history);
      for (const block of stdout.split('\x1e')) {
        const [head, ...files] = block.split('\n');
        if (!head) continue;
        const [at, author] = head.split('\x1f');
        if (!at) continue;
        for (const file of files) {
          // newest commits come first, so the first sighting wins
          if (file && !history.has(file)) history.set(file, { at: new Date(at).toISOString(), author: author ?? '' });
        }
      }
      resolve(history);
    });
  });
}
