/**
 * Typed clients, one per base (SPEC §7): here the main API with its session rules (clients/main.ts) and the
 * newsletter (the footer's form, on every page); the groups, service-providers, store and news services' clients are
 * imported from their own modules (`groupsApi` from clients/groups.ts…), so only the pages that call them load them.
 * Pages call these, never `fetch`.
 */
import { env } from "@/config/env";
import { createMainApi } from "./clients/main";

export * from "./clients/main";
export { createNewsletterApi, type NewsletterPayload, newsletterApi } from "./clients/newsletter";
export { ApiError, errorText, messageOf } from "./http";

export const api = createMainApi({ baseUrl: env.apiBase });
