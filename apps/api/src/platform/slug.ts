/** URL slugs: lower case ASCII words joined by hyphens ("Eti-Osa" → "eti-osa", "Ikeja G.R.A" → "ikeja-g-r-a"). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
