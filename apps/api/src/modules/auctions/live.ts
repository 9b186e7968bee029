/**
 * Live auction events (ADR 0260). A bid is published once; every instance delivers it to its own server-sent
 * event listeners. With REDIS_URL the message goes through Redis pub/sub (one channel for all auctions, one
 * subscriber connection per instance, opened when the first listener arrives), so a bid placed on any instance
 * reaches browsers connected to any other. Without Redis an in-process emitter does the same for one instance.
 */
import { EventEmitter } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import { type Redis, redisUp } from "../../platform/redis.ts";

export interface LiveEvent {
  type: "bid" | "cancelled";
  data: unknown;
}
type Listener = (event: LiveEvent) => void;

export class AuctionHub {
  private readonly local = new EventEmitter();
  private subscriber: Redis | null = null;
  private subscribing: Promise<void> | null = null;
  private readonly channel: string;

  constructor(
    private readonly redis: Redis | null,
    prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.channel = `${prefix}auction-events`;
    this.local.setMaxListeners(0);
  }

  /** Delivers `event` to every listener of the auction on every instance. */
  async publish(auctionId: number, event: LiveEvent): Promise<void> {
    if (redisUp(this.redis)) {
      try {
        await this.redis.publish(this.channel, JSON.stringify({ auctionId, event }));
        return;
      } catch (err) {
        // Redis down: at least this instance's listeners hear about the bid.
        this.log.warn({ err }, "auction event not published to Redis; delivering locally");
      }
    }
    this.local.emit(String(auctionId), event);
  }

  /** Starts listening (opening the Redis subscription if needed); returns the function that stops it. */
  async subscribe(auctionId: number, listener: Listener): Promise<() => void> {
    // Without Redis (or while it is away) this instance's own bids still reach its listeners (ADR 0014).
    if (this.redis) await this.ensureSubscribed();
    const key = String(auctionId);
    this.local.on(key, listener);
    return () => this.local.off(key, listener);
  }

  private ensureSubscribed(): Promise<void> {
    if (!this.redis) return Promise.resolve();
    this.subscribing ??= (async () => {
      // The subscriber queues its SUBSCRIBE until connected and resubscribes by itself after an outage.
      const sub = this.redis!.duplicate({ enableOfflineQueue: true, commandTimeout: undefined });
      this.subscriber = sub;
      sub.on("message", (_channel: string, message: string) => {
        try {
          const { auctionId, event } = JSON.parse(message) as { auctionId: number; event: LiveEvent };
          this.local.emit(String(auctionId), event);
        } catch (err) {
          this.log.warn({ err }, "bad auction event from Redis");
        }
      });
      let warned = false;
      sub.on("error", (err) => {
        if (!warned) this.log.warn({ err }, "auction subscriber: Redis unavailable; reconnecting");
        warned = true;
      });
      sub.on("ready", () => {
        warned = false;
      });
      // Not waited for while Redis is away: local listeners work at once, remote events follow when it is back.
      if (redisUp(this.redis)) await sub.subscribe(this.channel);
      else void sub.subscribe(this.channel).catch(() => {});
    })();
    return this.subscribing;
  }

  listenerCount(auctionId: number) {
    return this.local.listenerCount(String(auctionId));
  }

  async close() {
    this.local.removeAllListeners();
    const sub = this.subscriber;
    this.subscriber = null;
    this.subscribing = null;
    if (sub?.status === "ready") await sub.quit().catch(() => sub.disconnect());
    else sub?.disconnect();
  }
}
