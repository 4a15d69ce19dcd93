import { useEffect, useRef } from 'react';
import { LIVE_RELOAD_EVENT } from '../../../src/contracts/gate-contract.ts';

/** What the local server says of a new live build: its id, and `from` when it patches that build. */
export interface LiveBuild {
  buildId?: string;
  from?: string;
}

/** Calls `onBuild` each time the local server announces a new live build (dev only: no URL, no stream). */
export function useLiveReload(url: string | undefined, onBuild: (build: LiveBuild) => void): void {
  const latest = useRef(onBuild);
  latest.current = onBuild;
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const events = new EventSource(url);
    const listener = (event?: Event) => latest.current(parseBuild((event as MessageEvent | undefined)?.data));
    events.addEventListener(LIVE_RELOAD_EVENT, listener);
    return () => {
      events.removeEventListener(LIVE_RELOAD_EVENT, listener);
      events.close();
    };
  }, [url]);
}

function parseBuild(data: unknown): LiveBuild {
  try {
    const parsed = JSON.parse(String(data)) as LiveBuild;
    return {
      buildId: typeof parsed?.buildId === 'string' ? parsed.buildId : undefined,
      from: typeof parsed?.from === 'string' ? parsed.from : undefined,
    };
  } catch {
    return {};
  }
}
