/** The optional Redis connection (shared rate limits, revoked-token cache, pub/sub between instances). */
import { Redis } from "ioredis";

export function connectRedis(url: string | undefined): Redis | null {
  if (!url) return null;
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
export type { Redis };
