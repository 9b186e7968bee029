/** My WhatsApp opt-in (issue 50, ADR 0750): GET/PUT /api/whatsapp/me, with its React Query options. */
import type { WhatsAppSettingsReply as SettingsReply, WhatsAppSettings } from "@ile/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type { WhatsAppSettings };

export const whatsappQuery = queryOptions({
  queryKey: ["me", "whatsapp"],
  queryFn: ({ signal }) => api.get<SettingsReply>("/whatsapp/me", { signal }).then((r) => r.data),
});

export const setWhatsApp = (enabled: boolean) => api.put<SettingsReply>("/whatsapp/me", { enabled });
