/**
 * What the results page says about how a search was read (issue 47, ADR 0415), without zod: the web imports it at
 * run time.
 */
export const searchResultMessages = {
  /** A neighbourhood had no listing, so its town was searched instead (`query.widened`). */
  widened: (neighbourhood: string, town: string) => `No listings in ${neighbourhood} yet — showing ${town}`,
} as const;
