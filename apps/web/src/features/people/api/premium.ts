/**
 * The premium part of a profile: GET /api/search?unique_key=… returns the full profile to those entitled, or
 * 402 payment_required with payment instructions (SPEC §4, §7, §8 "Profile lookup"). Unlocking starts a
 * payment: POST /api/payment/initiate {unique_key} → payment_url (SPEC §7, §8 "Payment").
 */
import {
  type FullProfile,
  type FullProfileReply,
  messages,
  type PaymentRequiredReply,
  type PremiumAccessReply,
  type UnlockReply,
} from "@ile/contract";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";

export type PremiumLookup =
  | { kind: "full"; profile: FullProfile }
  | { kind: "payment_required"; details: PaymentRequiredReply["data"] };

/** SPEC §8 "Profile lookup" wording for a failed lookup. */
export function lookupErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return messages.profileLookup.failed;
  switch (err.status) {
    case 401:
      return messages.profileLookup.loginRequired;
    case 402:
      return messages.profileLookup.paymentRequired;
    case 404:
      return messages.profileLookup.notFound;
    case 422:
      return err.errors?.unique_key?.[0] ?? messages.profileLookup.invalidUniqueKey;
    case 500:
      return messages.profileLookup.server;
    case 503:
      return err.message;
    default:
      return messages.profileLookup.failed;
  }
}

export async function lookupProfile(uniqueKey: string, signal?: AbortSignal): Promise<PremiumLookup> {
  try {
    const body = await api.get<FullProfileReply>("/search", { query: { unique_key: uniqueKey }, signal });
    return { kind: "full", profile: body.data };
  } catch (err) {
    if (err instanceof ApiError && err.status === 402) {
      const data = (err.data as PaymentRequiredReply | undefined)?.data;
      if (data?.payment_instructions) return { kind: "payment_required", details: data };
    }
    throw err;
  }
}

export const premiumQueryOptions = (uniqueKey: string) =>
  queryOptions({
    queryKey: ["people", "premium", uniqueKey],
    queryFn: ({ signal }) => lookupProfile(uniqueKey, signal),
    retry: false,
    staleTime: 0,
  });

export const usePremiumProfile = (uniqueKey: string, enabled: boolean) =>
  useQuery({ ...premiumQueryOptions(uniqueKey), enabled });

export type PremiumAccess = PremiumAccessReply["data"];

/**
 * What looking would cost, asked first and spending nothing (GET /api/people/{unique_key}/premium-access): a
 * plan's monthly premium views are only used when the viewer chooses to look.
 */
export const usePremiumAccess = (uniqueKey: string, enabled: boolean) =>
  useQuery({
    queryKey: ["people", "premium-access", uniqueKey],
    queryFn: async ({ signal }) =>
      (
        await api.get<PremiumAccessReply>(`/people/${encodeURIComponent(uniqueKey)}/premium-access`, {
          signal,
        })
      ).data,
    enabled,
    retry: false,
    staleTime: 0,
  });

/** SPEC §8 "Payment → Initiate" wording. */
export function initiateErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 401) return messages.payment.loginToGenerate;
    if (err.status === 422) return messages.payment.invalidUniqueKey;
    // Already unlocked (a payment made earlier was settled just now): the server says so.
    if (err.status === 409 && err.serverMessage) return err.serverMessage;
    if (err.status === 503) return err.message;
  }
  if (err instanceof Error && err.message === messages.payment.linkFailed) return err.message;
  return messages.payment.initiateFailed;
}

export async function initiateUnlock(uniqueKey: string): Promise<string> {
  const body = await api.post<Partial<UnlockReply>>("/payment/initiate", { unique_key: uniqueKey });
  const url = body.payment_url ?? body.data?.payment_url;
  if (!url) throw new Error(messages.payment.linkFailed);
  return url;
}

export const useInitiateUnlock = () => useMutation({ mutationFn: initiateUnlock });
