import { describe, expect, it } from "vitest";
import { dropOldestWhile, makeRoom } from "./oldest-first.ts";

const mapOf = (n: number) => new Map<number, string>(Array.from({ length: n }, (_, i) => [i, `v${i}`]));

describe("makeRoom", () => {
  it("does nothing below the limit", () => {
    const map = mapOf(99);
    makeRoom(map, 100);
    expect(map.size).toBe(99);
  });

  it("drops the oldest at the limit, in order, until the insert fits a tenth under it", () => {
    const map = mapOf(100);
    const dropped: number[] = [];
    makeRoom(map, 100, (key) => dropped.push(key));
    // Room for the insert within 90: 89 left.
    expect(dropped).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([...map.keys()][0]).toBe(11);
    // The next eleven inserts find room without dropping anything.
    for (let i = 100; i < 111; i++) {
      makeRoom(map, 100);
      map.set(i, `v${i}`);
    }
    expect(map.size).toBe(100);
    expect(map.has(11)).toBe(true);
    makeRoom(map, 100);
    expect(map.size).toBe(89);
    expect(map.has(11)).toBe(false);
  });

  it("drops one entry from a small map, and what is over a lowered limit", () => {
    const small = mapOf(3);
    makeRoom(small, 3);
    expect([...small.keys()]).toEqual([1, 2]);
    const over = mapOf(50);
    makeRoom(over, 20);
    expect(over.size).toBe(17);
    expect([...over.keys()][0]).toBe(33);
  });
});

describe("dropOldestWhile", () => {
  it("drops the oldest while over budget, then a tenth more", () => {
    const map = new Map<string, number>([
      ["a", 30],
      ["b", 30],
      ["c", 30],
      ["d", 5],
    ]);
    let bytes = 95;
    const gone: string[] = [];
    // Room for 40 more within 100: 95 + 40 > 100, so "a" goes; 65 + 40 ≤ 100 but not ≤ 90, so "b" goes too.
    dropOldestWhile(
      map,
      (slack) => bytes + 40 > 100 * (1 - slack),
      (key, size) => {
        bytes -= size;
        gone.push(key);
      },
    );
    expect(gone).toEqual(["a", "b"]);
    expect(bytes).toBe(35);
    // Within budget: nothing goes.
    dropOldestWhile(
      map,
      (slack) => bytes + 40 > 100 * (1 - slack),
      () => gone.push("?"),
    );
    expect(gone).toEqual(["a", "b"]);
  });
});
