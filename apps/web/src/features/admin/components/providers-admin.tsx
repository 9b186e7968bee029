/**
 * Admin → Providers and sellers (issue 20 and 23, ADR 0302): service providers and the store's sellers waiting
 * for review (or approved, or all), with "Approve" (reviewed by Ile) and "Verify" (a provider's registration
 * number, or a seller's address and phone, checked). The server records each decision in the audit log.
 */
import { PROVIDER_CATEGORY_LABELS, type ProviderCategory } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { FormMessage } from "@/components/ui/field";
import { EmptyState } from "@/components/ui/page";
import { Pagination } from "@/components/ui/pagination";
import { StatusTabs } from "@/components/ui/status-tabs";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/api-client";
import { formatCount, formatDate, formatPlace } from "@/lib/format";
import { toast } from "@/lib/toast";
import { adminKeys } from "../api/admin";
import {
  adminProvidersQuery,
  adminSellersQuery,
  decideProvider,
  decideSeller,
  homeServicesAdminKeys,
} from "../api/home-services";

const STATUSES = [
  ["pending", "Waiting for review"],
  ["approved", "Approved"],
  ["all", "All"],
] as const;
type Status = (typeof STATUSES)[number][0];
type Who = "providers" | "sellers";
const WHO = [
  ["providers", "Service providers"],
  ["sellers", "Sellers"],
] as const;

export default function ProvidersAdmin() {
  const [params, setParams] = useSearchParams();
  const who: Who = params.get("who") === "sellers" ? "sellers" : "providers";
  const status = (STATUSES.find(([s]) => s === params.get("status"))?.[0] ?? "pending") as Status;
  const page = Number(params.get("page") ?? 1) || 1;
  const go = (next: Record<string, string>) =>
    setParams(new URLSearchParams({ who, status, ...next }), { replace: true });
  return (
    <section className="flex flex-col gap-5" aria-labelledby="pands-heading">
      <h2 id="pands-heading" tabIndex={-1} className="text-xl font-semibold">
        Providers and sellers
      </h2>
      <div className="flex flex-wrap gap-4">
        <StatusTabs label="Providers or sellers" options={WHO} value={who} onChange={(w) => go({ who: w })} />
        <StatusTabs
          label="Review status"
          options={STATUSES}
          value={status}
          onChange={(s) => go({ status: s })}
        />
      </div>
      {who === "providers" ? (
        <ProviderList status={status} page={page} onPage={(p) => go({ page: String(p) })} />
      ) : (
        <SellerList status={status} page={page} onPage={(p) => go({ page: String(p) })} />
      )}
    </section>
  );
}

type ListProps = { status: Status; page: number; onPage: (p: number) => void };

function useDecision(call: (id: number, d: "approve" | "verify") => Promise<{ message: string }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: "approve" | "verify" }) => call(id, decision),
    onSuccess: async (r) => {
      toast.success(r.message);
      await qc.invalidateQueries({ queryKey: homeServicesAdminKeys.providers });
      await qc.invalidateQueries({ queryKey: homeServicesAdminKeys.sellers });
      await qc.invalidateQueries({ queryKey: adminKeys.audit });
    },
    onError: (err) => toast.error(errorText(err)),
  });
}

function ProviderList({ status, page, onPage }: ListProps) {
  const list = useQuery(adminProvidersQuery({ status, page }));
  const decide = useDecision(decideProvider);
  return (
    <QueryState
      query={list}
      loading="Loading providers..."
      error={(error) => <FormMessage kind="error">{errorText(error)}</FormMessage>}
      isEmpty={(data) => data.data.length === 0}
      empty={
        <EmptyState title="No providers here">Providers appear as people create their profiles.</EmptyState>
      }
    >
      {(data) => (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {formatCount(data.pagination.total, "provider")}
          </p>
          <ul className="flex flex-col gap-3">
            {data.data.map((p) => (
              <li key={p.id} className="card flex flex-col gap-2 p-4" aria-label={`Provider ${p.name}`}>
                <div>
                  <Link to={paths.provider(p.id)} className="font-medium text-brand-700 hover:underline">
                    {p.name}
                  </Link>
                  <p className="text-sm text-muted">
                    {PROVIDER_CATEGORY_LABELS[p.category as ProviderCategory] ?? p.category} ·{" "}
                    {formatPlace(p.city, p.state)} · {p.email} · since {formatDate(p.created_at)}
                  </p>
                  <p className="text-sm">
                    Identity: {p.kyc_verified ? "verified" : "not verified"} ·{" "}
                    {p.licence_number
                      ? `${p.licence_body ?? "Registration"} ${p.licence_number}${p.licence_verified_at ? ` (checked ${formatDate(p.licence_verified_at)})` : " (not checked)"}`
                      : "no registration number"}
                    {p.approved_at ? ` · approved ${formatDate(p.approved_at)}` : ""}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {!p.approved_at && (
                    <button
                      type="button"
                      className="btn-primary"
                      disabled={decide.isPending}
                      aria-label={`Approve ${p.name}`}
                      onClick={() => decide.mutate({ id: p.id, decision: "approve" })}
                    >
                      Approve
                    </button>
                  )}
                  {p.licence_number && !p.licence_verified_at && (
                    <button
                      type="button"
                      className="btn-outline"
                      disabled={decide.isPending}
                      aria-label={`Verify the registration number of ${p.name}`}
                      onClick={() => decide.mutate({ id: p.id, decision: "verify" })}
                    >
                      Verify registration number
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={data.pagination.current_page}
            lastPage={data.pagination.last_page}
            onPage={onPage}
            label="Provider pages"
            className=""
          />
        </>
      )}
    </QueryState>
  );
}

function SellerList({ status, page, onPage }: ListProps) {
  const list = useQuery(adminSellersQuery({ status, page }));
  const decide = useDecision(decideSeller);
  return (
    <QueryState
      query={list}
      loading="Loading sellers..."
      error={(error) => <FormMessage kind="error">{errorText(error)}</FormMessage>}
      isEmpty={(data) => data.data.length === 0}
      empty={
        <EmptyState title="No sellers here">Sellers appear when they list their first product.</EmptyState>
      }
    >
      {(data) => (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {formatCount(data.pagination.total, "seller")}
          </p>
          <ul className="flex flex-col gap-3">
            {data.data.map((s) => (
              <li key={s.user_id} className="card flex flex-col gap-2 p-4" aria-label={`Seller ${s.name}`}>
                <div>
                  <p className="font-medium">{s.name}</p>
                  <p className="text-sm text-muted">
                    {s.email}
                    {s.phone ? ` · ${s.phone}` : ""} · {formatCount(s.products, "product")} · selling since{" "}
                    {formatDate(s.first_listed_at)}
                  </p>
                  <p className="text-sm">
                    Identity: {s.kyc_verified ? "verified" : "not verified"}
                    {s.approved_at ? ` · approved ${formatDate(s.approved_at)}` : ""}
                    {s.verified_at ? ` · address and phone checked ${formatDate(s.verified_at)}` : ""}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {!s.approved_at && (
                    <button
                      type="button"
                      className="btn-primary"
                      disabled={decide.isPending}
                      aria-label={`Approve ${s.name}`}
                      onClick={() => decide.mutate({ id: s.user_id, decision: "approve" })}
                    >
                      Approve
                    </button>
                  )}
                  {!s.verified_at && (
                    <button
                      type="button"
                      className="btn-outline"
                      disabled={decide.isPending}
                      aria-label={`Verify ${s.name}`}
                      onClick={() => decide.mutate({ id: s.user_id, decision: "verify" })}
                    >
                      Verify address and phone
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={data.pagination.current_page}
            lastPage={data.pagination.last_page}
            onPage={onPage}
            label="Seller pages"
            className=""
          />
        </>
      )}
    </QueryState>
  );
}
