import { bigserial, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "./common.ts";

/**
 * The words search can suggest ("Did you mean Lekki?"): place names, property types, role and profession words
 * and people's names, folded (lower case, no accents) and trigram-indexed. Rebuilt from the data by
 * `refreshSearchTerms` (seed, and lazily by the search service); `uses` counts the records that carry the term.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    folded: text("folded").notNull().unique(),
    term: text("term").notNull(),
    kind: text("kind").notNull(),
    uses: integer("uses").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("search_terms_folded_trgm").on(t.folded)],
);
