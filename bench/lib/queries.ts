/** The benches' queries: a deterministic random source, weighted choices, never-repeating and Zipf-ordered mixes. */
/** A small deterministic random source (mulberry32), so every run asks the same queries. */
export function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws with `rnd`: `weighted` picks an item in proportion to its weight, `one` picks any item alike. */
export function chooser(rnd: () => number) {
  return {
    weighted<T extends { weight: number }>(items: T[]): T {
      let x = rnd() * items.reduce((sum, i) => sum + i.weight, 0);
      for (const item of items) {
        x -= item.weight;
        if (x <= 0) return item;
      }
      return items[items.length - 1] as T;
    },
    one: <T>(items: T[]): T => items[Math.floor(rnd() * items.length)] as T,
  };
}

/** `count` different queries, none of them in `not`. */
export function distinctQueries(make: () => string, count: number, not = new Set<string>()): string[] {
  const seen = new Set<string>();
  for (let tries = 0; seen.size < count && tries < count * 200; tries++) {
    const q = make();
    if (!not.has(q)) seen.add(q);
  }
  // Rare filter combinations run out before `count`: make the rest distinct by page (deep pages are asked too).
  const base = [...seen];
  for (let page = 6; seen.size < count; page++)
    for (const q of base) {
      if (seen.size >= count) break;
      seen.add(`${q}&page=${page}`.replace(/&page=\d+&page=/, "&page="));
    }
  return [...seen];
}

/** `length` requests over `queries` with Zipf(1) popularity: the i-th query is asked ∝ 1/i. */
export function zipfSequence(queries: string[], length: number): string[] {
  const rnd = random(9);
  const weights = queries.map((_, i) => 1 / (i + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  let acc = 0;
  for (const w of weights) {
    acc += w / sum;
    cumulative.push(acc);
  }
  return Array.from({ length }, () => {
    const x = rnd();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return queries[lo] as string;
  });
}
