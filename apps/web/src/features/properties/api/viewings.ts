/** A listing's viewing times and inspection fee, and booking one (ADR 0970; types from @ile/contract). */
import type { ViewingBooking, ViewingSlot } from "@ile/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

interface Reply<T> {
  status: "success";
  message?: string;
  data: T;
}

export const viewingSlotsQuery = (slug: string) =>
  queryOptions({
    queryKey: ["viewings", "slots", slug],
    queryFn: ({ signal }) =>
      api
        .get<Reply<ViewingSlot[]>>(`/properties/${encodeURIComponent(slug)}/viewing-slots`, { signal })
        .then((r) => r.data),
  });

export const inspectionFeeQuery = (slug: string) =>
  queryOptions({
    queryKey: ["viewings", "fee", slug],
    queryFn: ({ signal }) =>
      api
        .get<Reply<{ fee_kobo: number; max_kobo: number }>>(
          `/properties/${encodeURIComponent(slug)}/inspection-fee`,
          { signal },
        )
        .then((r) => r.data),
  });

export const bookViewing = (slotId: number) =>
  api.post<Reply<ViewingBooking>>(`/viewing-slots/${slotId}/bookings`);

export const setInspectionFee = (slug: string, feeKobo: number) =>
  api.put<Reply<{ fee_kobo: number; max_kobo: number }>>(
    `/properties/${encodeURIComponent(slug)}/inspection-fee`,
    { fee_kobo: feeKobo },
  );

export const offerViewing = (slug: string, input: { starts_at: string; meeting_place: string }) =>
  api.post<Reply<ViewingSlot[]>>(`/properties/${encodeURIComponent(slug)}/viewing-slots`, input);
