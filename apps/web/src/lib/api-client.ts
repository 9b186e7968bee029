/**
 * Typed clients, one per base (SPEC §7): the main API with its session rules (clients/main.ts), and the
 * newsletter, groups, service-providers, store and news services (clients/*.ts). Pages call these, never `fetch`.
 */
import { env } from "@/config/env";
import { createGroupsApi } from "./clients/groups";
import { createMainApi } from "./clients/main";
import { createNewsApi } from "./clients/news";
import { createNewsletterApi } from "./clients/newsletter";
import { createProvidersApi } from "./clients/providers";
import { createStoreApi } from "./clients/store";

export { createGroupsApi } from "./clients/groups";
export * from "./clients/main";
export { createNewsApi, DEFAULT_NEWS_PAGE_SIZE } from "./clients/news";
export { createNewsletterApi, type NewsletterPayload } from "./clients/newsletter";
export {
  createProvidersApi,
  type JobAction,
  mapProvider,
  type ProviderDetails,
  phoneList,
  type ServiceProvider,
} from "./clients/providers";
export { createStoreApi, mapProduct, NOT_PROVIDED, type OrderAction, type Product } from "./clients/store";
export { ApiError, errorText, messageOf } from "./http";

export interface ApiBases {
  apiBase: string;
  newsletterBase: string;
  groupsBase: string;
  providersBase: string;
  storeBase: string;
  newsBase: string;
  timeoutMs?: number;
}

/** Every client for a set of bases; the app uses the defaults below, tests point them at a local server. */
export function createApiClients(b: ApiBases) {
  const t = b.timeoutMs;
  return {
    api: createMainApi({ baseUrl: b.apiBase, timeoutMs: t }),
    newsletterApi: createNewsletterApi({ baseUrl: b.newsletterBase, timeoutMs: t }),
    groupsApi: createGroupsApi({ baseUrl: b.groupsBase, timeoutMs: t }),
    providersApi: createProvidersApi({ baseUrl: b.providersBase, timeoutMs: t }),
    storeApi: createStoreApi({ baseUrl: b.storeBase, timeoutMs: t }),
    newsApi: createNewsApi({ baseUrl: b.newsBase, timeoutMs: t }),
  };
}

export const { api, newsletterApi, groupsApi, providersApi, storeApi, newsApi } = createApiClients(env);
