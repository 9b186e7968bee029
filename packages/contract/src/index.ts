export * from "./errors.ts";
export * from "./messages.ts";
export * from "./newsletter.ts";
