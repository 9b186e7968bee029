/** Document titles (ADR 0013): "<page> — Ile"; a list past its first page says which, "<page> (page 3) — Ile". */
export function pagedTitle(title: string, page: unknown = 1): string {
  const n = Math.floor(Number(page));
  return `${title}${n > 1 ? ` (page ${n})` : ""} — Ile`;
}
