import { describe, expect, it } from "vitest";
import { CoalescedReads } from "./coalesced-reads.ts";

type Row = { id: number };

function reader(fail?: (ids: number[]) => boolean) {
  const reads: number[][] = [];
  const release: (() => void)[] = [];
  const loads = new CoalescedReads<Row>(
    (ids) => {
      reads.push(ids);
      return new Promise((resolve, reject) =>
        release.push(() => (fail?.(ids) ? reject(new Error("down")) : resolve(ids.map((id) => ({ id }))))),
      );
    },
    (row) => row.id,
  );
  return { loads, reads, release: () => release.shift()?.() };
}

const tick = () => new Promise((r) => setImmediate(r));

describe("CoalescedReads", () => {
  it("reads at once when idle, and gathers everything asked meanwhile into one next read", async () => {
    const { loads, reads, release } = reader();
    const first = loads.load([1, 2]);
    const second = loads.load([3, 4]);
    const third = loads.load([4, 5]);
    expect(reads).toEqual([[1, 2]]);
    release();
    expect([...(await first).keys()]).toEqual([1, 2]);
    await tick();
    expect(reads).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    release();
    expect([...(await second).keys()]).toEqual([3, 4, 5]);
    expect(await third).toBe(await second);
    // Idle again: the next caller reads alone, at once.
    const fourth = loads.load([9]);
    expect(reads).toHaveLength(3);
    release();
    expect([...(await fourth).keys()]).toEqual([9]);
  });

  it("leaves out ids that were not found", async () => {
    const loads = new CoalescedReads<Row>(
      async (ids) => ids.filter((id) => id !== 2).map((id) => ({ id })),
      (r) => r.id,
    );
    expect([...(await loads.load([1, 2, 3])).keys()]).toEqual([1, 3]);
  });

  it("fails only the callers of a failed read; the batch waiting behind it still runs", async () => {
    const { loads, reads, release } = reader((ids) => ids.includes(1));
    const failing = loads.load([1]);
    const waiting = loads.load([2]);
    release();
    await expect(failing).rejects.toThrow("down");
    await tick();
    expect(reads).toEqual([[1], [2]]);
    release();
    expect([...(await waiting).keys()]).toEqual([2]);
  });
});
