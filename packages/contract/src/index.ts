export * from "./constants.ts";
export * from "./errors.ts";
export * from "./messages.ts";
export * from "./newsletter.ts";
export * from "./properties.ts";
export * from "./schemas.ts";
export * from "./search.ts";
