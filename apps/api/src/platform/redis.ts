/**
 * The optional Redis connection (shared rate limits, revoked-token cache, page-cache version, pub/sub between
 * instances). Redis is an accelerator, never a single point of failure (ADR 0014): commands fail fast (no
 * offline queue, a short command timeout, no per-request retries), every caller has an in-process or database
 * fallback, and `redisUp()` lets callers skip Redis at once while it is away. The connection reconnects by itself;
 * the outage is logged once and the recovery once.
 */
import { once } from "node:events";
import { Redis } from "ioredis";

/** How long one Redis command may take before its caller falls back. */
export const REDIS_COMMAND_TIMEOUT_MS = 300;
/** How long start-up waits for a first connection before serving without Redis. */
const FIRST_CONNECT_WAIT_MS = 2000;

interface Logger {
  warn: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
}

export function connectRedis(url: string | undefined): Redis | null {
  if (!url) return null;
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 1000,
    // Keep trying in the background, at most every 2 s: the app serves without Redis meanwhile.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    lazyConnect: false,
  });
}

/** True while the connection can take commands; callers use their fallback at once otherwise. */
export function redisUp(redis: Redis | null | undefined): redis is Redis {
  return redis?.status === "ready";
}

/**
 * Logs the outage once when the connection is lost (or never made) and once when it is back, and waits a
 * bounded time for the first connection so a healthy Redis is in use from the first request.
 */
export async function watchRedis(redis: Redis, log: Logger): Promise<void> {
  let down = false;
  redis.on("error", (err) => {
    if (down) return;
    down = true;
    log.warn(
      { err },
      "Redis is unavailable: serving from PostgreSQL and in-process fallbacks until it returns",
    );
  });
  redis.on("end", () => {
    down = true;
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    log.info({}, "Redis is back: shared limits, caches and pub/sub resume");
  });
  if (redis.status === "ready") return;
  const timer = new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref());
  await Promise.race([once(redis, "ready").catch(() => {}), timer]);
}

/**
 * Runs `command` against Redis when it is up, else (or when it fails) `fallback`. The one way callers reach
 * Redis for something they can also do without it.
 */
export async function withRedis<T>(
  redis: Redis | null | undefined,
  command: (redis: Redis) => Promise<T>,
  fallback: () => T | Promise<T>,
): Promise<T> {
  if (!redisUp(redis)) return fallback();
  try {
    return await command(redis);
  } catch {
    return fallback();
  }
}

export type { Redis };
