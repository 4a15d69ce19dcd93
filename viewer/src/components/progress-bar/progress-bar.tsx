import { useEffect, useState } from 'react';
import './progress-bar.css';

/** Loads that finish sooner than this never show the bar (spec section 9). */
export const PROGRESS_DELAY_MS = 200;

/** A thin bar at the top while a route loads, shown only once loading has taken 200 ms. */
export function ProgressBar({ active }: { active: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);
  if (!visible) return null;
  return (
    <div className="progress-bar" role="progressbar" aria-label="Loading page">
      <div className="progress-bar__fill" />
    </div>
  );
}
