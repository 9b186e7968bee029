/**
 * Every client for a set of bases, for tests that point them at a local server. The app's own clients are made
 * where each is written (`api` in api-client.ts, `providersApi` in clients/providers.ts…) and imported from there,
 * so a page loads only the clients it calls: the satellites' are not in the shared start-up chunk.
 */
import { createGroupsApi } from "./groups";
import { createMainApi } from "./main";
import { createNewsApi } from "./news";
import { createNewsletterApi } from "./newsletter";
import { createProvidersApi } from "./providers";
import { createStoreApi } from "./store";

export interface ApiBases {
  apiBase: string;
  newsletterBase: string;
  groupsBase: string;
  providersBase: string;
  storeBase: string;
  newsBase: string;
  timeoutMs?: number;
}

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
