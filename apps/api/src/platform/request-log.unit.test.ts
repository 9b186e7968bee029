import { describe, expect, it } from "vitest";
import { batched } from "./request-log.ts";

function sink() {
  const writes: string[] = [];
  let flushed = 0;
  return {
    writes,
    flushes: () => flushed,
    write: (text: string) => writes.push(text),
    flush: () => {
      flushed++;
    },
    flushSync: () => {
      flushed++;
    },
  };
}

const line = (level: number, msg: string) => `${JSON.stringify({ level, msg })}\n`;

describe("batched log lines", () => {
  it("holds info lines back until a batch of 8 KB is gathered, then writes them as one, in order", () => {
    const out = sink();
    const stream = batched(out);
    const lines = Array.from({ length: 200 }, (_, i) => line(30, `request ${i} ${"x".repeat(40)}`));
    for (const l of lines.slice(0, 10)) stream.write(l);
    expect(out.writes).toEqual([]);
    for (const l of lines.slice(10)) stream.write(l);
    expect(out.writes.length).toBeGreaterThan(0);
    expect(out.writes.length).toBeLessThan(5);
    expect(out.writes[0]?.length).toBeGreaterThanOrEqual(8192);
    stream.flushSync();
    expect(out.writes.join("")).toBe(lines.join(""));
  });

  it("writes a warning at once, with the lines batched before it", () => {
    const out = sink();
    const stream = batched(out);
    stream.write(line(30, "a request"));
    stream.write(line(40, "something to look at"));
    expect(out.writes).toEqual([line(30, "a request") + line(40, "something to look at")]);
    expect(out.flushes()).toBe(1);
    stream.write(line(50, "an error"));
    expect(out.writes.at(-1)).toBe(line(50, "an error"));
  });
});
