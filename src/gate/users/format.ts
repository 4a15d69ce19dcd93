/** A reader as the service functions return it. */
export interface ReaderRow {
  email: string;
  status: 'active' | 'disabled' | 'expired';
  created_at: string;
  last_sign_in_at: string | null;
  access_expires_at: string | null;
  disabled: boolean;
}

const day = (value: string | null, none: string) => (value ? new Date(value).toISOString().replace('T', ' ').slice(0, 16) : none);

/** The `docgate users list` table: email, status, created, last sign-in, access until. */
export function formatReaders(readers: ReaderRow[]): string {
  if (readers.length === 0) return 'No readers yet: add one with `docgate users add <email>`.';
  const rows = [
    ['EMAIL', 'STATUS', 'CREATED', 'LAST SIGN-IN', 'ACCESS UNTIL'],
    ...readers.map((r) => [r.email, r.status, day(r.created_at, '-'), day(r.last_sign_in_at, 'never'), day(r.access_expires_at, '-')]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
