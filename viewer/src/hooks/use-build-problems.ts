import { useCallback, useEffect, useState } from 'react';
import { BUILD_PROBLEMS_EVENT, BUILD_PROBLEMS_PATH, type BuildProblem, type BuildProblems } from '../../../src/contracts/gate-contract.ts';
import { useAuth } from './use-auth.ts';
import { useLiveReload } from './use-live-reload.ts';

/** `docgate dev`'s current build errors for the signed-in reader: fetched at start and whenever the server says they changed. */
export function useBuildProblems(): BuildProblem[] {
  const { state, connection } = useAuth();
  const token = state.status === 'authenticated' ? state.token : null;
  // only the local dev server has a live-reload stream, and only it serves build errors
  const url = connection?.liveReloadUrl;
  const [problems, setProblems] = useState<BuildProblem[]>([]);
  const [asked, setAsked] = useState(0);
  const ask = useCallback(() => setAsked((count) => count + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked counts the server's announcements; each fetches again
  useEffect(() => {
    if (!url || !token) return;
    let current = true;
    fetch(BUILD_PROBLEMS_PATH, { headers: { authorization: `Bearer ${token}` }, cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<BuildProblems>) : { problems: [] }))
      .then(
        (body) => current && setProblems(Array.isArray(body.problems) ? body.problems : []),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [url, token, asked]);

  useLiveReload(token ? url : undefined, ask, BUILD_PROBLEMS_EVENT);
  return token ? problems : [];
}
