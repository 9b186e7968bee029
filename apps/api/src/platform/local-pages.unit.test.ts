import { describe, expect, it } from "vitest";
import { type LocalPage, LocalPages } from "./local-pages.ts";

/** A quarter of the pages' 32 MB: a fifth page pushes one out. */
const page = (): LocalPage => ({
  version: 1,
  body: Buffer.alloc(8 * 1024 * 1024),
  expires: Date.now() + 60_000,
});
const kept = (pages: LocalPages) => ["a", "b", "c", "d", "e", "f", "g"].filter((k) => pages.last(k));

describe("LocalPages", () => {
  it("pushes out the least recently hit page first", () => {
    const pages = new LocalPages();
    for (const key of ["a", "b", "c", "d"]) pages.keep(key, page());
    pages.touch("a", pages.last("a") as LocalPage, 1_000);
    pages.keep("e", page());
    expect(kept(pages)).toEqual(["a", "c", "d", "e"]);
  });

  it("moves a page hit again at most once a second, so popular pages cost no map churn", () => {
    const pages = new LocalPages();
    const hit = (key: string, at: number) => pages.touch(key, pages.last(key) as LocalPage, at);
    for (const key of ["a", "b", "c", "d"]) pages.keep(key, page());
    hit("a", 1_000);
    hit("b", 1_000);
    // Within a second of its last move, "a" keeps its place behind "b".
    hit("a", 1_500);
    for (const key of ["e", "f", "g"]) pages.keep(key, page());
    expect(kept(pages)).toEqual(["b", "e", "f", "g"]);
    // A second after its last move, a hit moves "b" again, and a new page pushes out "e" instead.
    hit("b", 2_000);
    pages.keep("a", page());
    expect(kept(pages)).toEqual(["a", "b", "f", "g"]);
  });
});
