/**
 * The store of @fastify/rate-limit's per-IP limits: Redis (shared by every instance) while it answers, this
 * process's own counters while it is away (ADR 0014), so a Redis outage neither answers 500 nor lifts limits.
 */
import { createRequire } from "node:module";
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { type Redis, redisUp } from "./redis.ts";

// The plugin calls incr with the route's window and maximum too (its published type leaves them out).
type Incr = (
  key: string,
  cb: (err: Error | null, result?: { current: number; ttl: number }) => void,
  timeWindow?: number,
  max?: number,
) => void;
interface Store {
  incr: Incr;
  child: (routeOptions: RouteOptions & Record<string, unknown>) => Store;
}
interface RouteOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo: { method: string; url: string };
}
type StoreClass = new (...args: unknown[]) => Store;

const require = createRequire(import.meta.url);
const RedisStore = require("@fastify/rate-limit/store/RedisStore") as StoreClass;
const LocalStore = require("@fastify/rate-limit/store/LocalStore") as StoreClass;

class FallbackStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr: Incr = (key, cb, timeWindow, max) => {
    if (!redisUp(this.redis)) return this.local.incr(key, cb, timeWindow, max);
    this.shared.incr(
      key,
      (err, result) => (err ? this.local.incr(key, cb, timeWindow, max) : cb(null, result)),
      timeWindow,
      max,
    );
  };

  child(routeOptions: RouteOptions & Record<string, unknown>): Store {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The `store` option for @fastify/rate-limit: a class it constructs with its global settings. */
export function fallbackStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  const Store = class extends FallbackStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        redis,
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
      );
    }
  };
  // The plugin's published types leave out the window and maximum it passes to incr (see Incr above).
  return Store as unknown as FastifyRateLimitStoreCtor;
}
