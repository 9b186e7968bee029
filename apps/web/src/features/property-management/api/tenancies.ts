/** Property management calls (ADR 0950; types from @ile/contract) with their React Query options. */
import type {
  AudienceFigures,
  MaintenanceRequest,
  ManagementRequestItem,
  ManagementRequestStatus,
  Receipt,
  Tenancy,
  TenancyDetail,
  TenancyInput,
  UnitInputBody,
  UnitOut,
} from "@ile/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { providersApi } from "@/lib/clients/providers";

interface Reply<T> {
  status: "success";
  message?: string;
  data: T;
}

export const tenanciesQuery = () =>
  queryOptions({
    queryKey: ["tenancies", "mine"],
    queryFn: ({ signal }) => api.get<Reply<Tenancy[]>>("/tenancies", { signal }).then((r) => r.data),
  });

export const tenancyQuery = (id: number) =>
  queryOptions({
    queryKey: ["tenancies", "one", id],
    queryFn: ({ signal }) =>
      api.get<Reply<TenancyDetail>>(`/tenancies/${id}`, { signal }).then((r) => r.data),
  });

export const maintenanceQuery = () =>
  queryOptions({
    queryKey: ["tenancies", "maintenance"],
    queryFn: ({ signal }) =>
      api.get<Reply<MaintenanceRequest[]>>("/maintenance", { signal }).then((r) => r.data),
  });

export const figuresQuery = () =>
  queryOptions({
    queryKey: ["property-management", "figures"],
    queryFn: ({ signal }) =>
      api.get<Reply<AudienceFigures>>("/property-management/figures", { signal }).then((r) => r.data),
    staleTime: 300_000,
  });

export const createTenancy = (input: TenancyInput) => api.post<Reply<TenancyDetail>>("/tenancies", input);
export const recordPayment = (
  id: number,
  input: { installment_id: number; amount_kobo: number; method: string; paid_on: string; note?: string },
) => api.post<Reply<Receipt>>(`/tenancies/${id}/payments`, input);
export const payOnline = (id: number, installmentId: number) =>
  api.post<Reply<{ reference: string; payment_url: string; amount_kobo: number }>>(
    `/tenancies/${id}/installments/${installmentId}/pay`,
  );
export const verifyRent = (reference: string) =>
  api.post<Reply<{ status: string; message: string; tenancy_id: number; receipt: Receipt | null }>>(
    "/tenancies/payments/verify",
    { reference },
  );
export const answerAgent = (id: number, accept: boolean) =>
  api.post<Reply<TenancyDetail | null>>(`/tenancies/${id}/agent`, { accept });
export const giveNotice = (id: number) => api.post<Reply<TenancyDetail>>(`/tenancies/${id}/notice`, {});
export const renewTenancy = (id: number, input: { periods: number; rent_kobo?: number }) =>
  api.post<Reply<TenancyDetail>>(`/tenancies/${id}/renew`, input);
export const raiseMaintenance = (
  id: number,
  input: { title: string; description?: string; urgency: MaintenanceRequest["urgency"] },
) => api.post<Reply<MaintenanceRequest>>(`/tenancies/${id}/maintenance`, input);
export function uploadMaintenancePhotos(id: number, files: File[]) {
  const form = new FormData();
  for (const f of files) form.append("images[]", f, f.name);
  return api.postForm<Reply<MaintenanceRequest>>(`/maintenance/${id}/photos`, form);
}
export const updateMaintenance = (
  id: number,
  input: { status?: MaintenanceRequest["status"]; assignee_user_id?: number },
) => api.patch<Reply<MaintenanceRequest>>(`/maintenance/${id}`, input);
export const sendManagementRequest = (input: {
  name: string;
  email: string;
  phone?: string;
  city: string;
  units: number;
  message?: string;
}) => api.post<{ status: "success"; message: string }>("/property-management/requests", input);
/** Service providers for a maintenance job, from the people search until the services directory lists user ids. */
/** Service providers from the home-services directory (/svc/providers), by trade, name or speciality. */
export const searchProviders = (q: string) =>
  providersApi.search({ query: q.trim() || undefined, per_page: 8 }).then((r) =>
    r.providers.map((p) => ({
      id: p.userId,
      name: p.name,
      role: [p.category, p.city || p.state].filter(Boolean).join(", "),
    })),
  );

export const managementRequestsQuery = (status: "open" | ManagementRequestStatus) =>
  queryOptions({
    queryKey: ["admin", "management-requests", status],
    queryFn: ({ signal }) =>
      api
        .get<Reply<ManagementRequestItem[]>>("/admin/management-requests", { query: { status }, signal })
        .then((r) => r.data),
  });
export const setManagementStatus = (id: number, status: ManagementRequestStatus, note: string) =>
  api.patch<Reply<ManagementRequestItem>>(`/admin/management-requests/${id}`, { status, note });

export const unitsQuery = () =>
  queryOptions({
    queryKey: ["units", "mine"],
    queryFn: ({ signal }) => api.get<Reply<UnitOut[]>>("/units", { signal }).then((r) => r.data),
  });

export const registerUnit = (body: UnitInputBody) => api.post<Reply<UnitOut>>("/units", body);
