import { isUnreachable, UNREACHABLE_MESSAGE } from './failure-text.ts';

/** The text the modal shows for a failed sign-in: the failure's message, else 'Authentication failed'; an unanswered request says so. */
export function signInErrorText(error: unknown): string {
  if (isUnreachable(error)) return UNREACHABLE_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return 'Authentication failed';
}
