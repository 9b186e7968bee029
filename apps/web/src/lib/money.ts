/**
 * Money typed by people: naira as they write it ("2,500,000", "₦ 1 500 000.50") read into numbers the API takes
 * (naira where the API asks for naira, integer kobo where it asks for `*_kobo`). Display goes through format.ts.
 */

/** Naira typed in a form, as a number; null when left empty; NaN when it is not a number (the API says why). */
export function parseNaira(text: string | null | undefined): number | null {
  const compact = (text ?? "").replace(/[,\s₦]/g, "");
  return compact === "" ? null : Number(compact);
}

/** Naira typed in a form, as integer kobo for `*_kobo` fields; null when left empty. */
export function nairaToKobo(text: string | null | undefined): number | null {
  const naira = parseNaira(text);
  return naira === null ? null : Math.round(naira * 100);
}

/** Integer kobo as the naira text a form field starts with ("" for none). */
export function koboToNairaText(kobo: number | null | undefined): string {
  return kobo === null || kobo === undefined ? "" : String(kobo / 100);
}
