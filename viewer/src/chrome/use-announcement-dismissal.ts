import { useCallback, useState } from 'react';

/** Local storage key holding the id of the announcement the reader closed. */
export const ANNOUNCEMENT_DISMISSED_KEY = 'docgate.announcement.dismissed';

/** Whether the bar with this id was closed; a new id shows the bar again. */
export function useAnnouncementDismissal(id: string): [dismissed: boolean, dismiss: () => void] {
  const [dismissedId, setDismissedId] = useState(() => {
    try {
      return localStorage.getItem(ANNOUNCEMENT_DISMISSED_KEY);
    } catch {
      return null;
    }
  });
  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(ANNOUNCEMENT_DISMISSED_KEY, id);
    } catch {
      // private mode: the bar stays closed for this visit only
    }
    setDismissedId(id);
  }, [id]);
  return [dismissedId === id, dismiss];
}
