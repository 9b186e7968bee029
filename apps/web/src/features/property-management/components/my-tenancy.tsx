/**
 * Dashboard › My tenancy (tenants, ADR 0950): the tenancies let to me with their schedule, online rent payment and
 * receipts. Back from checkout (?reference=) the payment is settled and its receipt shown.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { errorText } from "@/lib/api-client";
import { formatKobo } from "@/lib/format";
import { tenanciesQuery, verifyRent } from "../api/tenancies";
import { TenancyView } from "./tenancy-view";

export default function MyTenancy() {
  const list = useQuery(tenanciesQuery());
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const reference = params.get("reference");
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!reference) return;
    let live = true;
    verifyRent(reference)
      .then((r) => {
        if (!live) return;
        const receipt = r.data.receipt;
        setResult({
          ok: r.data.status === "success",
          text: receipt
            ? `${r.data.message}: receipt ${receipt.number} for ${formatKobo(receipt.amount_kobo)}`
            : r.data.message,
        });
        qc.invalidateQueries({ queryKey: ["tenancies"] });
        setParams({}, { replace: true });
      })
      .catch((err) => live && setResult({ ok: false, text: errorText(err) }));
    return () => {
      live = false;
    };
  }, [reference, qc, setParams]);

  const mine = list.data?.filter((t) => t.role === "tenant") ?? [];
  return (
    <section aria-labelledby="my-tenancy-title" className="flex flex-col gap-4">
      <h2 id="my-tenancy-title" className="text-xl font-semibold">
        My tenancy
      </h2>
      {result ? (
        <p role={result.ok ? "status" : "alert"} className={result.ok ? "text-positive" : "text-negative"}>
          {result.text}
        </p>
      ) : null}
      <QueryState
        query={list}
        loading="Loading your tenancy..."
        error={(error) => (
          <p role="alert" className="text-negative">
            {errorText(error)}
          </p>
        )}
        isEmpty={() => mine.length === 0}
        empty={
          <p className="text-muted">
            No tenancy yet. When your landlord adds your tenancy with this account's email address it appears
            here.
          </p>
        }
      >
        {(_data) => (
          <ul className="flex flex-col gap-4">
            {mine.map((t) => (
              <li key={t.id} className="card p-4">
                <TenancyView id={t.id} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
