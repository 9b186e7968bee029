/**
 * The one mock server of web tests (ADR 0007): MSW intercepts `fetch` in node, so components and the real API
 * clients run unchanged. `mockApi(route(...), ...)` answers main-API calls; each route's reply is typed by the
 * contract (`ReplyOf`), so a test cannot answer with a shape the API never sends. Errors use the one error
 * shape (or the 402 of a profile lookup). Calls to the API that no route answers get a 404 in the error
 * shape; any other request fails the test (`onUnhandledRequest: "error"` in setup.ts).
 */
import type {
  ApiErrorBody,
  CheckAuthReply,
  categoriesReplySchema,
  citiesReplySchema,
  EnquiryListReply,
  FullProfileReply,
  favouriteReplySchema,
  KycStatusReply,
  ListingReply,
  MarketReportReply,
  MessageReply,
  OwnProfileReply,
  PaymentCallbackReply,
  PaymentRequiredReply,
  PlansReply,
  PremiumAccessReply,
  ProjectListReply,
  ProjectReply,
  PropertyReply,
  PropertyRequestListReply,
  PropertyRequestReply,
  PublicProfileReply,
  RegisterReply,
  ReviewsListReply,
  SearchReply,
  SubscriptionHistoryReply,
  SubscriptionLinkReply,
  SubscriptionMessageReply,
  UnlockReply,
  UserSubscriptionReply,
  ValuationOptionsReply,
  ValuationReply,
} from "@ile/contract";
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import type { z } from "zod";
import { env } from "@/config/env";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** "METHOD /path" under the main API's base, without the query; a concrete path ("/properties/flat"). */
export type Route = `${Method} /${string}`;

/** The success reply the API sends for a route (SPEC §7 through the contract's schemas). */
// biome-ignore format: one route family a line reads best
export type ReplyOf<K extends Route> =
  K extends "GET /properties" | "GET /properties/mine" | "GET /favourites" | "GET /properties/featured" | "GET /properties/latest" | `GET /category/${string}` ? ListingReply
  : K extends "GET /properties/stats/cities" ? z.infer<typeof citiesReplySchema>
  : K extends "GET /categories" ? z.infer<typeof categoriesReplySchema>
  : K extends `${"PUT" | "DELETE"} /properties/${string}/favourite` ? z.infer<typeof favouriteReplySchema>
  : K extends `POST /properties/${string}/enquiries` | `POST /reports/${string}` | `POST /admin/reports/${string}/decide` | "POST /property-management/requests" ? MessageReply
  : K extends `POST /admin/blacklist/${string}` ? MessageReply
  : K extends "GET /admin/blacklist" ? { status: "success"; data: import("@ile/contract").BlacklistEntry[] }
  : K extends "GET /admin/reports" ? { status: "success"; data: import("@ile/contract").AdminReport[] }
  : K extends "GET /admin/badges" ? { status: "success"; data: import("@ile/contract").AdminBadgeCheck[] }
  : K extends `POST /admin/badges/${string}/decide` ? { status: "success"; message: string; data: import("@ile/contract").BadgeCheck }
  : K extends "GET /badges" | "POST /badges" ? { status: "success"; message?: string; data: import("@ile/contract").BadgeStatus }
  : K extends "GET /enquiries" ? EnquiryListReply
  : K extends "POST /properties" | `${"GET" | "PUT"} /properties/${string}` | `PATCH /properties/${string}/status` | `${"POST" | "PUT" | "DELETE"} /properties/${string}/images${string}` ? PropertyReply
  : K extends `DELETE /properties/${string}` ? MessageReply
  : K extends "GET /property-requests/mine" | "GET /property-requests/matching" ? PropertyRequestListReply
  : K extends "POST /property-requests" ? PropertyRequestReply
  : K extends "GET /projects" | "GET /projects/mine" ? ProjectListReply
  : K extends `DELETE /projects/${number}` ? MessageReply
  : K extends "POST /projects" | `${"GET" | "PUT" | "POST" | "DELETE"} /projects/${string}` ? ProjectReply
  : K extends "GET /search" ? SearchReply | FullProfileReply
  : K extends `GET /people/${string}/premium-access` ? PremiumAccessReply
  : K extends `GET /people/${string}/reviews` ? ReviewsListReply
  : K extends `GET /people/${string}` ? PublicProfileReply
  : K extends "GET /profile" | "PUT /update/profile" | "POST /create/profile" ? OwnProfileReply
  : K extends "DELETE /profile" ? MessageReply
  : K extends "GET /check-auth" | "PUT /security/login-codes" ? CheckAuthReply
  : K extends "GET /kyc/status" | "POST /kyc/submit" | "POST /kyc/resubmit" ? KycStatusReply
  : K extends "POST /register" ? RegisterReply
  : K extends "POST /verify/email-or-phone" | "POST /resend/verification/link-or-code" | "POST /forgot-password" | "POST /reset-password" | "POST /logout" ? MessageReply
  : K extends "GET /subscriptions/price/list" ? PlansReply
  : K extends "GET /get/user/subscription" ? UserSubscriptionReply
  : K extends "GET /get/subscription/history" ? SubscriptionHistoryReply
  : K extends "POST /subscription/initiate" | "POST /renew/subscription" ? SubscriptionLinkReply
  : K extends "POST /cancel/subscription" | "POST /subscription/verify" | "GET /activate/default/plan" ? SubscriptionMessageReply
  : K extends "POST /payment/initiate" ? UnlockReply
  : K extends "GET /payment/callback" ? PaymentCallbackReply
  : K extends "GET /premium/market-report" ? MarketReportReply
  : K extends "GET /valuation/options" ? ValuationOptionsReply
  : K extends "GET /valuation" ? ValuationReply
  : K extends "GET /tenancies" ? { status: "success"; data: import("@ile/contract").Tenancy[] }
  : K extends "POST /tenancies/payments/verify" ? { status: "success"; data: { status: string; message: string; tenancy_id: number; receipt: import("@ile/contract").Receipt | null } }
  : K extends `GET /tenancies/${string}` ? { status: "success"; data: import("@ile/contract").TenancyDetail }
  : K extends "POST /tenancies" | `POST /tenancies/${number}/agent` ? { status: "success"; message?: string; data: import("@ile/contract").TenancyDetail | null }
  : K extends `POST /tenancies/${number}/payments` ? { status: "success"; message?: string; data: import("@ile/contract").Receipt }
  : K extends "GET /maintenance" ? { status: "success"; data: import("@ile/contract").MaintenanceRequest[] }
  : K extends `PATCH /maintenance/${number}` | `POST /maintenance/${number}/photos` | `POST /tenancies/${number}/maintenance` ? { status: "success"; message?: string; data: import("@ile/contract").MaintenanceRequest }
  : K extends "GET /units" ? { status: "success"; data: import("@ile/contract").UnitOut[] }
  : K extends "POST /units" ? { status: "success"; message?: string; data: import("@ile/contract").UnitOut }
  : K extends "GET /admin/management-requests" ? { status: "success"; data: import("@ile/contract").ManagementRequestItem[] }
  : K extends "GET /saved-searches" ? { status: "success"; data: import("@ile/contract").SavedSearch[] }
  : K extends "POST /saved-searches" | `PUT /saved-searches/${number}` ? { status: "success"; message?: string; data: import("@ile/contract").SavedSearch }
  : K extends `POST /saved-searches/${"unsubscribe" | "resubscribe"}` ? { status: "success"; message: string; data: { paused: boolean } }
  : K extends `DELETE /saved-searches/${number}` ? { status: "success"; message?: string; data: { id: number } }
  : K extends `PATCH /admin/management-requests/${number}` ? { status: "success"; message: string; data: import("@ile/contract").ManagementRequestItem }
  : K extends `GET /admin/blacklist/${number}` ? { status: "success"; data: { evidence: import("@ile/contract").BlacklistEvidenceFile[] } }
  : K extends `GET /admin/blacklist/evidence/${number}` ? Record<string, never>
  : K extends "GET /admin/kyc" ? { status: "success"; data: import("@ile/contract").KycSubmission[] }
  : K extends `POST /admin/kyc/${number}/${"approve" | "reject"}` ? { status: "success"; message: string }
  : K extends "GET /push/key" ? { status: "success"; data: { public_key: string } }
  : K extends "POST /push/subscriptions" ? import("@ile/contract").PushSubscribedReply
  : K extends "DELETE /push/subscriptions" ? MessageReply
  : K extends "GET /whatsapp/me" | "PUT /whatsapp/me" ? import("@ile/contract").WhatsAppSettingsReply
  : K extends "GET /notifications" ? import("@ile/contract").NotificationListReply
  : K extends "GET /notifications/unread-count" ? { status: "success"; data: { unread: number } }
  : K extends "GET /notifications/preferences" | "PUT /notifications/preferences" ? import("@ile/contract").NotificationPreferencesReply
  : K extends `POST /notifications/${string}` ? { status: "success"; message: string; data?: import("@ile/contract").Notification }
  : K extends `POST /property-requests/${number}/responses` ? { status: "success"; message: string; data: import("@ile/contract").RequestResponse }
  : K extends "GET /analytics/market/monthly" ? import("@ile/contract").MarketMonthlyReply
  : K extends "GET /analytics/market" ? import("@ile/contract").MarketReply
  : K extends "GET /viewings" ? { status: "success"; data: import("@ile/contract").ViewingBooking[]; meta: import("@ile/contract").PaginationMeta }
  : K extends `POST /viewings/${string}` ? { status: "success"; message?: string; data: import("@ile/contract").ViewingBooking }
  : K extends "GET /payout-account" ? { status: "success"; data: import("zod").infer<typeof import("@ile/contract").listerFeesSchema> }
  : never;

/** A failure in the one error shape (ADR 0004), or the 402 of a profile lookup. */
export type ErrorReply = (ApiErrorBody & { statusCode?: number }) | PaymentRequiredReply;

export type Reply<K extends Route> = readonly [200 | 201, ReplyOf<K>] | readonly [number, ErrorReply];

/** One request as the mock server received it. */
export interface Call {
  method: string;
  /** The path under the API base, without the query. */
  path: string;
  url: URL;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body (an empty object when there was none); tests read what they check. */
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the fields it asserts on
  body: Record<string, any>;
  /** The multipart body, when the request sent one. */
  form: FormData | null;
}

export type Handler<K extends Route> = (call: Call) => Reply<K> | Promise<Reply<K>>;

interface RouteSpec {
  key: Route;
  handler: (call: Call) => readonly [number, unknown] | Promise<readonly [number, unknown]>;
}

/** A route of the main API and how it answers. */
export function route<K extends Route>(key: K, handler: Handler<K>): RouteSpec {
  return { key, handler };
}

/** A reply that never comes (a page that stays loading); the request is dropped when the test ends. */
export const never = () =>
  delay("infinite").then(() => [500, { status: "error", message: "", code: "" }] as const);

const apiPattern = (path: string) => `*${env.apiBase}${path}`;

async function readCall(request: Request): Promise<Call> {
  const url = new URL(request.url);
  const type = request.headers.get("content-type") ?? "";
  let body: Call["body"] = {};
  let form: FormData | null = null;
  if (type.includes("multipart/form-data")) form = await request.formData();
  else {
    const text = await request.text();
    if (text) body = JSON.parse(text) as Call["body"];
  }
  const path = url.pathname.slice(url.pathname.indexOf(env.apiBase) + env.apiBase.length);
  return { method: request.method, path, url, query: url.searchParams, headers: request.headers, body, form };
}

/** Every call the main API received in this test, answered or not, in order. */
const apiCalls: Call[] = [];

/** Calls the API received that no route answers: a 404 in the error shape, as the API would. */
const unknownRoute = http.all(apiPattern("/*"), async ({ request }) => {
  const call = await readCall(request);
  apiCalls.push(call);
  return HttpResponse.json(
    { status: "error", statusCode: 404, message: `No route ${call.method} ${call.path}`, code: "NOT_FOUND" },
    { status: 404 },
  );
});

export const server = setupServer(unknownRoute);

/** Forgets the test's routes and calls (setup.ts, after each test). */
export function resetApi() {
  server.resetHandlers();
  apiCalls.length = 0;
}

/**
 * Answers the given routes for the rest of the test (later routes for the same key win). Returns the list of
 * every call the API receives in this test (answered by a route or not), in order.
 */
export function mockApi(...routes: RouteSpec[]): Call[] {
  const calls = apiCalls;
  server.use(
    ...routes.map(({ key, handler }) => {
      const [method, path] = key.split(" ", 2) as [Method, string];
      const on = http[method.toLowerCase() as Lowercase<Method>];
      return on(apiPattern(path), async ({ request }) => {
        const call = await readCall(request);
        calls.push(call);
        const [status, body] = await handler(call);
        return HttpResponse.json(body as Record<string, unknown>, { status });
      });
    }),
  );
  return calls;
}

/** Answers a satellite service's path (newsletter, news, store …) with a raw body: those are not ours to type. */
export function mockService(base: string, path: string, reply: (call: Call) => readonly [number, unknown]) {
  const calls: Call[] = [];
  server.use(
    http.all(`*${base}${path}`, async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      const [status, body] = reply(call);
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return calls;
}

type Routes<R> = { [K in keyof R]: K extends Route ? Handler<K> : never };

/** `mockApi` with the routes as one object: `{"GET /properties/mine": () => [200, page([])]}`. */
export function mockRoutes<R extends Routes<R>>(routes: R): Call[] {
  return mockApi(
    ...Object.entries(routes).map(([key, handler]) => route(key as Route, handler as Handler<Route>)),
  );
}
