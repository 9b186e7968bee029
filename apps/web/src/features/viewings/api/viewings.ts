/** My viewings, the fees held for them, disputes and the admin's view of both (ADR 0970; types from @ile/contract). */
import type { AdminDispute, LedgerEntry, ViewingBooking } from "@ile/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

interface Reply<T> {
  status: "success";
  message?: string;
  data: T;
}
interface Paged<T> {
  status: "success";
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

export const myViewingsQuery = (as: "renter" | "lister", page: number) =>
  queryOptions({
    queryKey: ["viewings", "mine", as, page],
    queryFn: ({ signal }) => api.get<Paged<ViewingBooking>>("/viewings", { query: { as, page }, signal }),
    placeholderData: keepPreviousData,
  });

export interface ListerFees {
  account: { account_number: string; bank_code: string; account_name: string; updated_at: string } | null;
  due_kobo: number;
  paid_kobo: number;
}
export const listerFeesQuery = () =>
  queryOptions({
    queryKey: ["viewings", "fees"],
    queryFn: ({ signal }) => api.get<Reply<ListerFees>>("/payout-account", { signal }).then((r) => r.data),
  });

export const verifyFee = (reference: string) =>
  api.post<Reply<ViewingBooking>>(`/viewings/payments/${encodeURIComponent(reference)}/verify`);
export const confirmViewing = (id: number) => api.post<Reply<ViewingBooking>>(`/viewings/${id}/confirm`);
export const cancelViewing = (id: number, reason: string) =>
  api.post<Reply<ViewingBooking>>(`/viewings/${id}/cancel`, { reason });
export const disputeViewing = (id: number, input: { reason: string; statement: string }) =>
  api.post<Reply<ViewingBooking>>(`/viewings/${id}/dispute`, input);
export const answerDispute = (id: number, statement: string) =>
  api.post<Reply<ViewingBooking>>(`/viewings/${id}/dispute/answer`, { statement });
export function uploadDisputePhotos(id: number, files: File[]) {
  const form = new FormData();
  for (const f of files) form.append("images[]", f, f.name);
  return api.postForm<Reply<ViewingBooking>>(`/viewings/${id}/dispute/photos`, form);
}
export const savePayoutAccount = (input: {
  account_number: string;
  bank_code: string;
  account_name?: string;
}) => api.put<Reply<ListerFees["account"]>>("/payout-account", input);

export const adminDisputesQuery = (open: boolean, page: number) =>
  queryOptions({
    queryKey: ["admin", "viewing-disputes", open, page],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminDispute>>("/admin/viewing-disputes", {
        query: { open: String(open), page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const decideDispute = (id: number, decision: "refund" | "release", note: string) =>
  api.post<{ status: "success"; message: string }>(`/admin/viewing-disputes/${id}/decide`, {
    decision,
    note,
  });

export const ledgerQuery = (page: number) =>
  queryOptions({
    queryKey: ["admin", "inspection-ledger", page],
    queryFn: ({ signal }) =>
      api.get<Paged<LedgerEntry> & { meta: { balance_held_kobo: number } }>("/admin/inspection-ledger", {
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
