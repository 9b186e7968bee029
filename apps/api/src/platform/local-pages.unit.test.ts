import { describe, expect, it } from "vitest";
import { type LocalPage, LocalPages } from "./local-pages.ts";

const MB = 1024 * 1024;
const page = (mb: number): LocalPage => ({
  version: 1,
  body: Buffer.alloc(mb * MB),
  expires: Date.now() + 60_000,
});

/** 32 pages of 1 MB: the pages' whole 32 MB. */
function full(prefix = "p") {
  const pages = new LocalPages();
  for (let i = 0; i < 32; i++) pages.keep(`${prefix}${i}`, page(1));
  return pages;
}
const hit = (pages: LocalPages, key: string, at: number) =>
  pages.touch(key, pages.last(key) as LocalPage, at);
const keptOf = (pages: LocalPages, keys: string[]) => keys.filter((k) => pages.last(k));
const all = Array.from({ length: 32 }, (_, i) => `p${i}`);

describe("LocalPages", () => {
  it("pushes out the least recently hit pages first", () => {
    const pages = full();
    hit(pages, "p0", 1_000);
    // A 27 MB page leaves room (a tenth under the 32 MB) for one of the others: the one hit last.
    pages.keep("big", page(27));
    expect(keptOf(pages, all)).toEqual(["p0"]);
    expect(pages.last("big")).toBeDefined();
  });

  it("moves a page hit again at most once a second, so popular pages cost no map churn", () => {
    const pages = full();
    hit(pages, "p0", 1_000);
    hit(pages, "p1", 1_000);
    // Within a second of its last move, "p0" keeps its place behind "p1".
    hit(pages, "p0", 1_500);
    pages.keep("big", page(27));
    expect(keptOf(pages, all)).toEqual(["p1"]);
    // A second after its last move, a hit moves "p1" again: it outlives pages kept after it.
    for (const key of ["q0", "q1", "q2", "q3"]) pages.keep(key, page(1));
    hit(pages, "p1", 2_000);
    pages.keep("big2", page(27));
    expect(keptOf(pages, ["p1", "big", "q0", "q1", "q2", "q3"])).toEqual(["p1"]);
  });
});
