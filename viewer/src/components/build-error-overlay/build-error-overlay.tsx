import { useState } from 'react';
import { useBuildProblems } from '../../hooks/use-build-problems.ts';
import './build-error-overlay.css';

/**
 * `docgate dev`'s build errors over the open page, as Vite's and Docusaurus' dev servers show them; gone
 * once the files are fixed. The messages quote content: they are text nodes, never HTML.
 */
export function BuildErrorOverlay() {
  const problems = useBuildProblems();
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const key = JSON.stringify(problems);
  if (problems.length === 0 || closedFor === key) return null;
  const count = problems.length === 1 ? '1 error' : `${problems.length} errors`;
  return (
    <div className="build-error-overlay" role="alertdialog" aria-modal="false" aria-labelledby="build-error-overlay-title">
      <div className="build-error-overlay__panel">
        <div className="build-error-overlay__header">
          <h2 id="build-error-overlay-title" className="build-error-overlay__title">
            Build failed: {count}
          </h2>
          <button type="button" className="build-error-overlay__close" aria-label="Close" onClick={() => setClosedFor(key)}>
            ×
          </button>
        </div>
        <p className="build-error-overlay__hint">The page shows the last good build. Fix the file and save: this goes away by itself.</p>
        <ol className="build-error-overlay__list">
          {problems.map((problem, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole; two errors may read alike
            <li key={i} className="build-error-overlay__problem">
              <code className="build-error-overlay__where">
                {problem.line > 0 ? `${problem.file}:${problem.line}:${problem.column}` : problem.file}
              </code>
              <pre className="build-error-overlay__message">{problem.message}</pre>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
