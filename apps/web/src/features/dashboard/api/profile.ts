/** The signed-in person's profile and verification calls (SPEC §7), with their React Query options. */
import { queryOptions } from "@tanstack/react-query";
import { api, toFormData } from "@/lib/api-client";
import * as storage from "@/lib/session-storage";

export interface Review {
  id: number;
  rating: number;
  comment: string | null;
  reply: string | null;
  reviewer_name: string;
  created_at: string;
}

export interface Profile {
  id: number;
  unique_key: string;
  role: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  phone: string | null;
  profile_picture: string | null;
  verified_at: string | null;
  slug: string;
  skills: string[];
  certifications: string[];
  social_media_links: string[];
  language_preference: string[];
  reviews: Review[];
  login_codes: boolean;
  [key: string]: unknown;
}

export const profileQuery = queryOptions({
  queryKey: ["me", "profile"],
  queryFn: ({ signal }) => api.get<{ data: Profile }>("/profile", { signal }).then((r) => r.data),
});

/**
 * Saves profile fields (JSON, so a cleared field is sent as null), then a new picture as multipart to
 * POST /create/profile (SPEC §7: profile_picture file).
 */
export async function saveProfile(fields: Record<string, unknown>, picture: File | null): Promise<Profile> {
  let reply = await api.put<{ data: Profile }>("/update/profile", fields);
  if (picture)
    reply = await api.postForm<{ data: Profile }>(
      "/create/profile",
      toFormData({ profile_picture: picture }),
    );
  await refreshSessionUser();
  return reply.data;
}

/** Re-reads the session user so the header shows the new name and picture. */
export async function refreshSessionUser() {
  const reply = await api.get<{ data?: { user?: storage.SessionUser } }>("/check-auth").catch(() => null);
  if (reply?.data?.user) storage.saveUser(reply.data.user);
}

export const setLoginCodes = (enabled: boolean) =>
  api.put<{ message: string }>("/security/login-codes", { enabled }).then(async (r) => {
    await refreshSessionUser();
    return r;
  });

export const deleteProfile = () => api.delete<{ message: string }>("/profile");

export type KycStatus =
  | { status: "none" }
  | {
      id: number;
      status: "pending" | "approved" | "rejected";
      reason: string | null;
      document_type: string;
      document_number: string;
      submitted_at: string;
      reviewed_at: string | null;
    };

export const kycQuery = queryOptions({
  queryKey: ["me", "kyc"],
  queryFn: ({ signal }) => api.get<{ data: KycStatus }>("/kyc/status", { signal }).then((r) => r.data),
});

export const submitKyc = (form: FormData, resubmit: boolean) =>
  api.postForm<{ message: string; data: KycStatus }>(resubmit ? "/kyc/resubmit" : "/kyc/submit", form);
