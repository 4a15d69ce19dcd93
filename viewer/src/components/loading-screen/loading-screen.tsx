import './loading-screen.css';

/** The full-page message shown while the stored session is checked. */
export function LoadingScreen() {
  return (
    <div className="gate-loading" role="status" aria-live="polite">
      Loading...
    </div>
  );
}
