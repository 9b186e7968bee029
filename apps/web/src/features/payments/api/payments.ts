/**
 * Payment and subscription calls (SPEC §7) and their React Query options. Subscription calls carry the
 * subscription token (`jwt_token`, else the session token: SPEC §3). Failures show the server's message or the
 * call's SPEC §8 fallback (`failureMessage`).
 */
import type {
  HistoryEntry,
  MarketReportReply,
  MessageReply,
  PaymentCallback,
  PaymentCallbackReply,
  PaymentLink,
  PaymentSummary,
  Plan,
  PlanInterval,
  Subscription,
  SwitchPlanReply,
  UserSubscriptionReply,
} from "@ile/contract";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";

export type { HistoryEntry, PaymentCallback, Plan, PlanInterval, Subscription };

/** The server's own words when it gave some (validation, conflict, payment), else the SPEC fallback. */
export function failureMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    const field = err.errors ? Object.values(err.errors)[0]?.[0] : undefined;
    if (err.status === 503) return err.message;
    return field || err.serverMessage || fallback;
  }
  return fallback;
}

const sub = { subscriptionToken: true } as const;

export const plansQuery = () =>
  queryOptions({
    queryKey: ["subscription", "plans"],
    queryFn: ({ signal }) => api.get<{ data: Plan[] }>("/subscriptions/price/list", { signal, auth: false }),
    select: (r) => r.data,
    staleTime: 5 * 60_000,
  });

export const mySubscriptionQuery = (userId: number | string | null) =>
  queryOptions({
    queryKey: ["subscription", "mine", userId],
    queryFn: ({ signal }) => api.get<UserSubscriptionReply>("/get/user/subscription", { signal, ...sub }),
    select: (r) => r.data,
    enabled: userId !== null,
  });

export const historyQuery = (userId: number | string | null) =>
  queryOptions({
    queryKey: ["subscription", "history", userId],
    queryFn: ({ signal }) =>
      api.get<{ data: { events: HistoryEntry[]; payments: PaymentSummary[] } }>("/get/subscription/history", {
        signal,
        ...sub,
      }),
    select: (r) => r.data,
    enabled: userId !== null,
  });

type LinkReply = PaymentLink & { message: string };

export const initiateSubscription = (plan_type: string, interval: PlanInterval) =>
  api.post<LinkReply>("/subscription/initiate", { plan_type, interval }, sub);
export const renewSubscription = (interval?: PlanInterval) =>
  api.post<LinkReply>("/renew/subscription", interval ? { interval } : {}, sub);
export const cancelSubscription = () => api.post<MessageReply>("/cancel/subscription", {}, sub);
export const switchPlan = (new_plan_type: string, interval: PlanInterval) =>
  api.post<SwitchPlanReply>("/switch/plan", { new_plan_type, interval }, sub);
export const activateFreePlan = () => api.get<MessageReply>("/activate/default/plan", sub);
export const verifySubscription = (reference: string) =>
  api.post<{ message: string; data: { subscription: Subscription | null } }>(
    "/subscription/verify",
    { reference },
    sub,
  );

export const verifyPayment = (reference: string) =>
  api.get<PaymentCallbackReply>("/payment/callback", { query: { reference } });

export const marketReportQuery = (listingType: "rent" | "sale", state: string) =>
  queryOptions({
    queryKey: ["premium", "market-report", listingType, state],
    queryFn: ({ signal }) =>
      api.get<MarketReportReply>("/premium/market-report", {
        query: { listing_type: listingType, ...(state ? { state } : {}) },
        signal,
      }),
    select: (r) => r.data,
  });

/** Sends the browser to the gateway's checkout (a full navigation: Paystack's page, or the sandbox's). */
export function goToCheckout(url: string) {
  window.location.assign(url);
}
