/**
 * `2025-03-14` (or a timestamp) -> `March 14, 2025` (or the `parts` asked for: `March 14`), read in UTC so the
 * day never shifts; in `locale`'s words and `calendar` (`14. März 2025` in `de`), as Docusaurus' useDateTimeFormat.
 */
export function formatDate(
  value: string,
  parts: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' },
  locale = 'en-US',
  calendar?: string,
): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(locale, { ...(calendar ? { calendar } : {}), ...parts, timeZone: 'UTC' }).format(date);
  } catch {
    // a locale name Intl does not take: the English date
    return date.toLocaleDateString('en-US', { ...parts, timeZone: 'UTC' });
  }
}
