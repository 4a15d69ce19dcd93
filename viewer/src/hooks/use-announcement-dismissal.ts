import { useCallback, useState } from 'react';
import { safeStorage } from '../lib/safe-storage.ts';

/** Local storage key holding the id of the announcement the reader closed. */
export const ANNOUNCEMENT_DISMISSED_KEY = 'docgate.announcement.dismissed';

/** Whether the bar with this id was closed; a new id shows the bar again. */
export function useAnnouncementDismissal(id: string): [dismissed: boolean, dismiss: () => void] {
  const [dismissedId, setDismissedId] = useState(() => safeStorage.read(ANNOUNCEMENT_DISMISSED_KEY));
  const dismiss = useCallback(() => {
    // without storage (private mode) the bar stays closed for this visit only
    safeStorage.write(ANNOUNCEMENT_DISMISSED_KEY, id);
    setDismissedId(id);
  }, [id]);
  return [dismissedId === id, dismiss];
}
