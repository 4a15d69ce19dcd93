import { useEffect, useRef } from 'react';
import { LIVE_RELOAD_EVENT } from '../../../src/contracts/gate-contract.ts';

/** Calls `onBuild` each time the local server announces a new live build (or `event`; dev only: no URL, no stream). */
export function useLiveReload(url: string | undefined, onBuild: () => void, event: string = LIVE_RELOAD_EVENT): void {
  const latest = useRef(onBuild);
  latest.current = onBuild;
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const events = new EventSource(url);
    const listener = () => latest.current();
    events.addEventListener(event, listener);
    return () => {
      events.removeEventListener(event, listener);
      events.close();
    };
  }, [url, event]);
}
