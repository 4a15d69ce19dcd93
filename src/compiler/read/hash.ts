import { createHash } from 'node:crypto';

/** First 12 hex characters of the SHA-256 of the content: the content-hashed file name. */
export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 12);
}
