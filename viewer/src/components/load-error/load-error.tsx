import { failureText } from '../../gate/failure-text.ts';
import './load-error.css';

/** A failed lazy load (code chunk or page data): the error text (or that the server cannot be reached) and 'Retry'. */
export function LoadError({ error, onRetry }: { error: Error; onRetry(): void }) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error__text">{failureText(error)}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
