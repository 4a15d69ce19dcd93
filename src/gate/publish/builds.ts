import { formatTable, minuteOf } from '../table.ts';
import type { GateTarget } from './target.ts';

/** What `docs_publish_status` returns: the live build and every build kept, newest first. */
export interface PublishStatus {
  live_build_id: string | null;
  builds: { id: string; created_at: string; live_since: string | null; files: number }[];
}

/** The published builds on a target. */
export const publishStatus = (target: GateTarget): Promise<PublishStatus> => target.rpc<PublishStatus>('docs_publish_status');

/** The `docgate builds` table: id, published, live marker, files. */
export function formatBuilds(status: PublishStatus): string {
  if (status.builds.length === 0) return 'Nothing is published yet: run `npx docgate build` then `npx docgate publish`.';
  return formatTable([
    ['BUILD', 'PUBLISHED', 'LIVE', 'FILES'],
    ...status.builds.map((b) => [b.id, minuteOf(b.created_at, '-'), b.id === status.live_build_id ? 'live' : '', String(b.files)]),
  ]);
}
