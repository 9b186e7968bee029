/**
 * A fixed-window counter for limits that are not per IP (per account, per phone number): in Redis when
 * REDIS_URL is set and Redis answers, so every instance shares the count; otherwise (no Redis, or Redis away:
 * ADR 0014) in this process. @fastify/rate-limit runs one limiter per request, so the per-IP limit stays with it
 * and the per-account limit lives here.
 */
import type { FastifyInstance } from "fastify";
import { withRedis } from "./redis.ts";

const local = new Map<string, { count: number; resetAt: number }>();

/** Counts one attempt under `key`; false when it is over `max` in the current window. */
export async function hit(
  app: Pick<FastifyInstance, "config" | "redis">,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<boolean> {
  const name = `${app.config.REDIS_KEY_PREFIX}throttle:${key}`;
  return withRedis(
    app.redis,
    async (redis) => {
      const [[err, count]] = (await redis.multi().incr(name).expire(name, windowSeconds, "NX").exec()) as [
        [Error | null, number],
      ];
      if (err) throw err;
      return count <= max;
    },
    () => hitHere(name, max, windowSeconds),
  );
}

function hitHere(name: string, max: number, windowSeconds: number): boolean {
  const now = Date.now();
  let entry = local.get(name);
  if (!entry || entry.resetAt <= now) {
    entry = { count: 0, resetAt: now + windowSeconds * 1000 };
    local.set(name, entry);
    if (local.size > 50_000) for (const [k, v] of local) if (v.resetAt <= now) local.delete(k);
  }
  entry.count += 1;
  return entry.count <= max;
}
