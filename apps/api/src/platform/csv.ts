/** CSV files people open in a spreadsheet: every text cell quoted, and formula injection defused. */

/** One cell: quoted, `"` doubled, and a leading = + - @ prefixed with ' so a spreadsheet never runs it. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  return `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;
}

/** A whole file: the header and the rows, CRLF line ends (RFC 4180). */
export function csvFile(header: string[], rows: (string | number | null | undefined)[][]): string {
  return (
    [header.map(csvCell), ...rows.map((r) => r.map(csvCell))].map((r) => r.join(",")).join("\r\n") + "\r\n"
  );
}
