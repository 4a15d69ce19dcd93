import { GateUnreachableError } from './gate-client.ts';

/** What a reader sees instead of 'TypeError: Failed to fetch' when nothing answers. */
export const UNREACHABLE_MESSAGE = 'Cannot reach the documentation server. Check your connection and try again.';

/** Whether a failure means the server could not be reached (a gate call or a fetch, a lazy chunk's included). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof GateUnreachableError || error instanceof TypeError;
}

/** The text to show for a failure: the unreachable-server sentence, else the failure's own message. */
export function failureText(error: unknown): string {
  if (isUnreachable(error)) return UNREACHABLE_MESSAGE;
  return error instanceof Error ? error.message || String(error) : String(error);
}
