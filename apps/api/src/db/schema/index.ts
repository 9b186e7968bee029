// Each area keeps its tables in its own file; this index is what Drizzle sees.
export * from "./accounts.ts";
export * from "./admin.ts";
export * from "./analytics.ts";
export * from "./auctions.ts";
export * from "./community.ts";
export * from "./newsletter.ts";
export * from "./outbox.ts";
export * from "./places.ts";
export * from "./projects.ts";
export * from "./properties.ts";
export * from "./providers.ts";
export * from "./reviews.ts";
export * from "./search.ts";
export * from "./store.ts";
export * from "./tenancies.ts";
export * from "./trust.ts";
export * from "./units.ts";
