/** Rows as aligned columns for the terminal (`users list`, `builds`); the first row is the header. */
export function formatTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** A timestamp as `2026-11-23 18:04` (UTC), or `none` when there is none. */
export const minuteOf = (value: string | null, none: string): string =>
  value ? new Date(value).toISOString().replace('T', ' ').slice(0, 16) : none;
