import { describe, expect, it } from "vitest";
import { PageCache, pageKey } from "./page-cache.ts";
import type { Redis } from "./redis.ts";

describe("pageKey", () => {
  it("is the same for the same fields in any order, skips undefined ones, and names the kind of page", () => {
    expect(pageKey("k", { a: 1, b: "x", c: undefined })).toBe(pageKey("k", { b: "x", a: 1 }));
    expect(pageKey("k", { a: 1 })).not.toBe(pageKey("j", { a: 1 }));
    expect(pageKey("k", { a: 1 })).not.toBe(pageKey("k", { a: 2 }));
  });
});

describe("PageCache in one process", () => {
  it("serves a page only under the version it was computed at", async () => {
    const cache = new PageCache(null, "t:");
    let computed = 0;
    const compute = async () => `page ${++computed}`;
    expect(String(await cache.page("k", compute))).toBe("page 1");
    expect(String(await cache.page("k", compute))).toBe("page 1");
    await cache.bump();
    expect(String(await cache.page("k", compute))).toBe("page 2");
  });

  it("drops a page whose computation began before a write", async () => {
    const cache = new PageCache(null, "t:");
    const { version } = await cache.get("k");
    await cache.bump();
    await cache.set("k", version, "stale");
    expect((await cache.get("k")).body).toBeNull();
  });

  it("serves a page past its TTL once while one request computes its successor (stale while revalidate)", async () => {
    // TTL long enough that the successor is still fresh when read back on a loaded machine.
    const cache = new PageCache(null, "t:", 300);
    await cache.page("k", async () => "old");
    await new Promise((r) => setTimeout(r, 320));
    let computed = 0;
    let finish: (page: string) => void = () => {};
    const slow = () => {
      computed += 1;
      return new Promise<string>((r) => {
        finish = r;
      });
    };
    // Every request during the refresh gets the kept page at once, and only one computes.
    const during = await Promise.all(Array.from({ length: 5 }, () => cache.page("k", slow)));
    expect(during.map(String)).toEqual(Array(5).fill("old"));
    expect(computed).toBe(1);
    finish("new");
    await new Promise((r) => setTimeout(r, 5));
    expect(String(await cache.page("k", slow))).toBe("new");
    expect(computed).toBe(1);
  });

  it("never serves a page of an older version, even while stale pages are allowed", async () => {
    const cache = new PageCache(null, "t:", 20);
    await cache.page("k", async () => "old");
    await new Promise((r) => setTimeout(r, 40));
    await cache.bump();
    expect(String(await cache.page("k", async () => "new"))).toBe("new");
  });

  it("keeps a page when a refresh fails, and serves it again", async () => {
    const warnings: string[] = [];
    const cache = new PageCache(null, "t:", 20, (msg) => warnings.push(msg));
    await cache.page("k", async () => "old");
    await new Promise((r) => setTimeout(r, 40));
    const failing = async (): Promise<string> => {
      throw new Error("database down");
    };
    expect(String(await cache.page("k", failing))).toBe("old");
    await new Promise((r) => setTimeout(r, 5));
    expect(String(await cache.page("k", async () => "new"))).toBe("old");
    expect(warnings.some((w) => w.includes("refreshing a kept page failed"))).toBe(true);
  });

  it("drops only the pages of the kinds a write changes", async () => {
    const cache = new PageCache(null, "t:");
    let n = 0;
    const compute = async () => `page ${++n}`;
    const listing = String(await cache.page("listings:[]", compute));
    const provider = String(await cache.page("providers:[]", compute));
    const search = String(await cache.page("search:[]", compute));
    const searchWithHelpers = String(await cache.page("search+services:[]", compute));
    await cache.bump(["services"]);
    expect(String(await cache.page("listings:[]", compute))).toBe(listing);
    expect(String(await cache.page("search:[]", compute))).toBe(search);
    expect(String(await cache.page("providers:[]", compute))).not.toBe(provider);
    expect(String(await cache.page("search+services:[]", compute))).not.toBe(searchWithHelpers);
    const fresh = String(await cache.page("providers:[]", compute));
    await cache.bump(["market"]);
    expect(String(await cache.page("providers:[]", compute))).toBe(fresh);
    expect(String(await cache.page("listings:[]", compute))).not.toBe(listing);
    await cache.bump();
    expect(String(await cache.page("providers:[]", compute))).not.toBe(fresh);
  });

  it("keeps a page for its own longer TTL, and a write still ends it", async () => {
    const cache = new PageCache(null, "t:", 20);
    await cache.page("k", async () => "old", 5_000);
    await new Promise((r) => setTimeout(r, 40));
    expect(String(await cache.page("k", async () => "new", 5_000))).toBe("old");
    await cache.bump(["market"]);
    expect(String(await cache.page("k", async () => "new", 5_000))).toBe("new");
  });

  it("computes concurrent misses of one page once", async () => {
    const cache = new PageCache(null, "t:");
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((r) => setTimeout(r, 20));
      return "page";
    };
    const pages = await Promise.all(Array.from({ length: 10 }, () => cache.page("k", compute)));
    expect(pages.map(String)).toEqual(Array(10).fill("page"));
    expect(new Set(pages).size).toBe(1); // the same bytes, encoded once
    expect(computed).toBe(1);
  });

  it("reuses a total within a version only", async () => {
    const cache = new PageCache(null, "t:");
    let n = 10;
    const count = async () => n;
    expect(await cache.total(await cache.version(), "f", count)).toBe(10);
    n = 11;
    expect(await cache.total(await cache.version(), "f", count)).toBe(10);
    await cache.bump();
    expect(await cache.total(await cache.version(), "f", count)).toBe(11);
  });
});

describe("PageCache when Redis fails", () => {
  // Connected, but every command fails (e.g. timed out).
  const broken = {
    status: "ready",
    mget: async () => {
      throw new Error("down");
    },
    get: async () => {
      throw new Error("down");
    },
    set: async () => {
      throw new Error("down");
    },
    incr: async () => {
      throw new Error("down");
    },
  } as unknown as Redis;

  it("answers from the database, caches nothing, and lets writes answer", async () => {
    const warnings: string[] = [];
    const cache = new PageCache(broken, "t:", 5000, (msg) => warnings.push(msg));
    let computed = 0;
    const compute = async () => `page ${++computed}`;
    expect(String(await cache.page("k", compute))).toBe("page 1");
    expect(String(await cache.page("k", compute))).toBe("page 2");
    let n = 1;
    expect(await cache.total(await cache.version(), "f", async () => n)).toBe(1);
    n = 2;
    expect(await cache.total(await cache.version(), "f", async () => n)).toBe(2);
    await expect(cache.bump()).resolves.toBeUndefined();
    expect(warnings.length).toBeGreaterThan(0);
  });
});

describe("PageCache while Redis is away (ADR 0014)", () => {
  it("caches per instance, sees its own writes, and drops those pages when Redis is back", async () => {
    const store = new Map<string, string>();
    const redis = {
      status: "reconnecting",
      get: async (k: string) => store.get(k) ?? null,
      mget: async (...keys: string[]) => keys.map((k) => store.get(k) ?? null),
      set: async (k: string, v: string | Buffer) => {
        store.set(k, v.toString());
        return "OK";
      },
      incr: async (k: string) => {
        const n = Number(store.get(k) ?? 0) + 1;
        store.set(k, String(n));
        return n;
      },
    };
    const cache = new PageCache(redis as unknown as Redis, "t:", 5000);
    let computed = 0;
    const compute = async () => `page ${++computed}`;
    expect(String(await cache.page("k", compute))).toBe("page 1");
    expect(String(await cache.page("k", compute))).toBe("page 1");
    expect(store.size).toBe(0);
    await cache.bump();
    expect(String(await cache.page("k", compute))).toBe("page 2");
    redis.status = "ready";
    expect(String(await cache.page("k", compute))).toBe("page 3");
    expect(String(await cache.page("k", compute))).toBe("page 3");
    expect(store.size).toBeGreaterThan(0);
  });
});

describe("reuse", () => {
  it("computes a value once for callers asking at the same time, and again after a write", async () => {
    const cache = new PageCache(null, "t:");
    let computed = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const compute = async () => {
      computed++;
      await gate;
      return computed;
    };
    const both = Promise.all([
      cache.reuse("k", compute, ["services"]),
      cache.reuse("k", compute, ["services"]),
    ]);
    release();
    expect(await both).toEqual([1, 1]);
    expect(await cache.reuse("k", compute, ["services"])).toBe(1);
    await cache.bump(["services"]);
    expect(await cache.reuse("k", compute, ["services"])).toBe(2);
  });
});
