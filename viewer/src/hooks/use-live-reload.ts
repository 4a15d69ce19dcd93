import { useEffect, useRef } from 'react';
import { LIVE_RELOAD_EVENT } from '../../../src/contracts/gate-contract.ts';

/** What the local server says of a new live build: its id, and `from` when it patches that build. */
export interface LiveBuild {
  buildId?: string;
  from?: string;
}

/** Calls `onBuild` each time the local server announces a new live build (or `event`; dev only: no URL, no stream). */
export function useLiveReload(url: string | undefined, onBuild: (build: LiveBuild) => void, event: string = LIVE_RELOAD_EVENT): void {
  const latest = useRef(onBuild);
  latest.current = onBuild;
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const events = new EventSource(url);
    const listener = (message?: Event) => latest.current(parseBuild((message as MessageEvent | undefined)?.data));
    events.addEventListener(event, listener);
    return () => {
      events.removeEventListener(event, listener);
      events.close();
    };
  }, [url, event]);
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
