/** The text the modal shows for a failed sign-in: the failure's message, else 'Authentication failed'. */
export function signInErrorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return 'Authentication failed';
}
