/**
 * `2025-03-14` (or a timestamp) -> `March 14, 2025` (or the `parts` asked for: `March 14`), read in UTC so the
 * day never shifts.
 */
export function formatDate(value: string, parts: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' }): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { ...parts, timeZone: 'UTC' });
}
