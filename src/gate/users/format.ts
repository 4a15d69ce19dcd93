import { formatTable, minuteOf } from '../table.ts';

/** A reader as the service functions return it. */
export interface ReaderRow {
  email: string;
  status: 'active' | 'disabled' | 'expired';
  created_at: string;
  last_sign_in_at: string | null;
  access_expires_at: string | null;
  disabled: boolean;
}

/** The `docgate users list` table: email, status, created, last sign-in, access until. */
export function formatReaders(readers: ReaderRow[]): string {
  if (readers.length === 0) return 'No readers yet: add one with `npx docgate users add <email>`.';
  return formatTable([
    ['EMAIL', 'STATUS', 'CREATED', 'LAST SIGN-IN', 'ACCESS UNTIL'],
    ...readers.map((r) => [
      r.email,
      r.status,
      minuteOf(r.created_at, '-'),
      minuteOf(r.last_sign_in_at, 'never'),
      minuteOf(r.access_expires_at, '-'),
    ]),
  ]);
}
