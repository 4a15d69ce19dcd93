import './load-error.css';

/** A failed lazy load (code chunk or page data): the error text and 'Retry'. */
export function LoadError({ error, onRetry }: { error: Error; onRetry(): void }) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error__text">{error.message || String(error)}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
