/** The signed-in person's profile and verification calls (SPEC §7), with their React Query options. */
import type {
  BadgeStatus,
  ChangeEmailInput,
  ChangePhoneInput,
  CheckAuthReply,
  KycStatus,
  KycStatusReply,
  MessageReply,
  NotificationPreferencesReply,
  OwnProfile,
  OwnProfileReply,
  OwnReview,
} from "@ile/contract";
import { queryOptions } from "@tanstack/react-query";
import { api, toFormData } from "@/lib/api-client";
import * as storage from "@/lib/session-storage";

export type { KycStatus, OwnProfile as Profile, OwnReview as Review };

export const profileQuery = queryOptions({
  queryKey: ["me", "profile"],
  queryFn: ({ signal }) => api.get<OwnProfileReply>("/profile", { signal }).then((r) => r.data),
});

/**
 * Saves profile fields (JSON, so a cleared field is sent as null), then a new picture as multipart to
 * POST /create/profile (SPEC §7: profile_picture file).
 */
export async function saveProfile(
  fields: Record<string, unknown>,
  picture: File | null,
): Promise<OwnProfile> {
  let reply = await api.put<OwnProfileReply>("/update/profile", fields);
  if (picture)
    reply = await api.postForm<OwnProfileReply>("/create/profile", toFormData({ profile_picture: picture }));
  await refreshSessionUser();
  return reply.data;
}

/** Re-reads the session user so the header shows the new name and picture. */
export async function refreshSessionUser() {
  const reply = await api.get<CheckAuthReply>("/check-auth").catch(() => null);
  if (reply?.data?.user) storage.saveUser(reply.data.user);
}

export const setLoginCodes = (enabled: boolean) =>
  api.put<CheckAuthReply>("/security/login-codes", { enabled }).then(async (r) => {
    await refreshSessionUser();
    return r;
  });

/** What the person chose to be told (ADR 0029): price drops on saved listings. */
export const preferencesQuery = queryOptions({
  queryKey: ["me", "notification-preferences"],
  queryFn: ({ signal }) =>
    api.get<NotificationPreferencesReply>("/notifications/preferences", { signal }).then((r) => r.data),
});

export const setPriceDrops = (on: boolean) =>
  api.put<NotificationPreferencesReply>("/notifications/preferences", { price_drops: on });

export const deleteProfile = () => api.delete<MessageReply>("/profile");

export const kycQuery = queryOptions({
  queryKey: ["me", "kyc"],
  queryFn: ({ signal }) => api.get<KycStatusReply>("/kyc/status", { signal }).then((r) => r.data),
});

export const submitKyc = (form: FormData, resubmit: boolean) =>
  api.postForm<KycStatusReply>(resubmit ? "/kyc/resubmit" : "/kyc/submit", form);

/** LASRERA and CAC numbers and their checks (issue 22, ADR 0903). */
export const badgesQuery = queryOptions({
  queryKey: ["me", "badges"],
  queryFn: ({ signal }) => api.get<{ data: BadgeStatus }>("/badges", { signal }).then((r) => r.data),
});

export const submitBadges = (body: { lasrera_number?: string; cac_number?: string }) =>
  api.post<{ message: string; data: BadgeStatus }>("/badges", body);

/** Changing the e-mail or phone (issue 38, ADR 0026): asked with the current password, then verified. */
export const requestEmailChange = (body: ChangeEmailInput) => api.post<MessageReply>("/security/email", body);

export const requestPhoneChange = (body: ChangePhoneInput) => api.post<MessageReply>("/security/phone", body);

/** The code sent to the new number; the session user is re-read so the header and profile show it. */
export const confirmPhoneChange = (code: string) =>
  api.post<MessageReply>("/security/phone/verify", { code }).then(async (r) => {
    await refreshSessionUser();
    return r;
  });
