/**
 * Part of the search language (platform/language): shared by listings, people and search, importing no module.
 *
 * Text hygiene for everything a user types into search, reviews or a profile lookup (SPEC §5: "Search text
 * inputs are stripped of all markup"): markup removal, then the word form the database indexes
 * (lower case, accents removed, split on anything that is not a letter or digit).
 */

const BLOCKS = /<(script|style|template|noscript|iframe|object|svg|math)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;
const COMMENTS = /<!--[\s\S]*?(-->|$)|<!\[CDATA\[[\s\S]*?(\]\]>|$)/g;
/** A tag: `<` then a letter, `/`, `!` or `?`, up to the next `>` (or the end, for a tag left open). */
const TAGS = /<[a-zA-Z/!?][^<>]*(>|$)/g;
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "-",
  mdash: "-",
  naira: "₦",
};
const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});?/gi;
// Control characters, zero-width and bidi marks: invisible, never meant as text.
// Tested by code point rather than a regex literal (no control characters in patterns).
function isInvisible(code: number): boolean {
  return (
    code <= 0x08 ||
    code === 0x0b ||
    code === 0x0c ||
    (code >= 0x0e && code <= 0x1f) ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x2064) ||
    code === 0xfeff
  );
}

function removeInvisible(text: string): string {
  let out = "";
  for (const ch of text) {
    if (!isInvisible(ch.codePointAt(0) ?? 0)) out += ch;
  }
  return out;
}

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X"
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * Removes all markup: script/style blocks with their content, comments, every tag (closed or not), and
 * encoded tags (`&lt;b&gt;`), repeating until nothing changes; then drops invisible characters and
 * collapses white space. The visible text between tags is kept.
 */
export function stripMarkup(input: string | null | undefined): string {
  let text = String(input ?? "");
  for (let i = 0; i < 6; i++) {
    const next = decodeEntities(text.replace(BLOCKS, " ").replace(COMMENTS, " ").replace(TAGS, " "));
    if (next === text) break;
    text = next;
  }
  // A tag can only survive the loop if it was rebuilt on the final pass; one last strip settles it.
  return removeInvisible(text.replace(TAGS, " ").replace(/[<>]/g, " ")).replace(/\s+/g, " ").trim();
}

/** Lower case without accents ("Ọ̀yọ́" → "oyo", "Étienne" → "etienne"). */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** The words of a text as the database indexes them: folded runs of letters and digits. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A plural reduced to a prefix of both forms ("duplexes" → "duplex", "properties" → "propert",
 * "flats" → "flat"), so prefix matching finds either. Never shortens below 3 letters; digits untouched.
 */
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return word.slice(0, -3);
  if (/(x|ch|sh|ss|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us") && !word.endsWith("is"))
    return word.slice(0, -1);
  return word;
}

/** Title case for display of a folded place phrase ("port harcourt" → "Port Harcourt"). */
export function titleCase(text: string): string {
  return text.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/**
 * Edit distance with adjacent transpositions counted as one edit (optimal string alignment): "lekii"→"lekki" is 1,
 * "dupelx"→"duplex" is 1. Used to choose a "Did you mean" among the nearest terms by trigrams.
 */
export function editDistance(a: string, b: string, most = Number.POSITIVE_INFINITY): number {
  // Letters, not UTF-16 units, for the rare word outside the Basic Multilingual Plane.
  const astral = /[\uD800-\uDFFF]/;
  if (astral.test(a) || astral.test(b)) return distance([...a], [...b], most);
  return distance(a, b, most);
}

/** Rows of the distance table, reused: searches run one at a time in a process. */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * Optimal string alignment distance with three rolling rows; stops as soon as a whole row exceeds `most` (the
 * distance is then more than `most`, and `most + 1` is returned), so a correction's candidates that are far off
 * cost a row or two instead of the whole table.
 */
function distance(x: ArrayLike<string> & { length: number }, y: ArrayLike<string>, most: number): number {
  const m = x.length;
  const n = y.length;
  if (Math.abs(m - n) > most) return most + 1;
  if ((rows[0] as Int32Array).length <= n) rows = rows.map(() => new Int32Array(n + 1));
  let [before, prev, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    row[0] = i;
    let low = i;
    const xi = x[i - 1];
    for (let j = 1; j <= n; j++) {
      const cost = xi === y[j - 1] ? 0 : 1;
      let best = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && xi === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, (before[j - 2] as number) + 1);
      row[j] = best;
      if (best < low) low = best;
    }
    if (low > most) return most + 1;
    [before, prev, row] = [prev, row, before];
  }
  const d = prev[n] as number;
  return d > most ? most + 1 : d;
}

/** How many edits a typo of this length may have: 1 up to 5 letters, 2 up to 9, then 3. */
export const allowedEdits = (word: string) => (word.length <= 5 ? 1 : word.length <= 9 ? 2 : 3);

/**
 * The best correction of `word` among candidate terms (nearest by trigrams first): the fewest edits within
 * `allowedEdits`, then the more used term. Null when none is close enough.
 */
export function chooseCorrection<T extends { folded: string; uses: number }>(
  word: string,
  candidates: T[],
): T | null {
  let best: { c: T; edits: number; rank: number } | null = null;
  candidates.forEach((c, rank) => {
    if (c.folded === word) return;
    // Within the edits allowed, and no more than the best so far (a tie is decided by use).
    const edits = editDistance(word, c.folded, best ? best.edits : allowedEdits(word));
    if (edits > allowedEdits(word) || (best && edits > best.edits)) return;
    if (!best || edits < best.edits || (edits === best.edits && c.uses > best.c.uses))
      best = { c, edits, rank };
  });
  return (best as { c: T } | null)?.c ?? null;
}
