import { failureText } from '../../gate/failure-text.ts';
import './load-error.css';

/** A failed lazy load (code chunk or page data): what failed, the error text (or that the server cannot be reached) and 'Retry'. */
export function LoadError({ error, onRetry, title = 'This page could not be loaded' }: { error: Error; onRetry(): void; title?: string }) {
  return (
    <div className="load-error" role="alert">
      <h1 className="load-error__title">{title}</h1>
      <p className="load-error__text">{failureText(error)}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
