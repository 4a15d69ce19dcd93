import { useEffect, useRef } from 'react';
import { LIVE_RELOAD_EVENT } from '../../../src/contracts/gate-contract.ts';

/** Calls `onBuild` each time the local server announces a new live build (dev only: no URL, no stream). */
export function useLiveReload(url: string | undefined, onBuild: () => void): void {
  const latest = useRef(onBuild);
  latest.current = onBuild;
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const events = new EventSource(url);
    const listener = () => latest.current();
    events.addEventListener(LIVE_RELOAD_EVENT, listener);
    return () => {
      events.removeEventListener(LIVE_RELOAD_EVENT, listener);
      events.close();
    };
  }, [url]);
}
