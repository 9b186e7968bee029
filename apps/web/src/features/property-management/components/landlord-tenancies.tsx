/**
 * Dashboard › Tenancies (landlords and agents, ADR 0950, 0951): add a tenancy of a unit (the tenant's email; an
 * invitation goes to someone without an account; an agent may name the landlord they act for), then each
 * tenancy's schedule, payments, receipts, notice, renewal, and the landlord's answer to an agent who named them.
 */
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { QueryState } from "@/components/query-state";
import { errorText } from "@/lib/api-client";
import { tenanciesQuery } from "../api/tenancies";
import { TenancyForm } from "./tenancy-form";
import { TenancySummary, TenancyView } from "./tenancy-view";
import { UnitsSection } from "./units-section";

export default function LandlordTenancies() {
  const list = useQuery(tenanciesQuery());
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const mine = list.data?.filter((t) => t.role === "landlord") ?? [];
  return (
    <section aria-labelledby="tenancies-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tenancies-title" className="text-xl font-semibold">
          Tenancies
        </h2>
        {!adding ? (
          <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" /> Add a tenancy
          </button>
        ) : null}
      </div>
      {adding ? (
        <TenancyForm
          onDone={(id) => {
            setAdding(false);
            if (id) setOpen(id);
          }}
        />
      ) : null}
      <QueryState
        query={list}
        loading="Loading your tenancies..."
        error={(error) => (
          <p role="alert" className="text-negative">
            {errorText(error)}
          </p>
        )}
        isEmpty={() => mine.length === 0}
        empty={<p className="text-muted">You have not added a tenancy yet.</p>}
      >
        {(_data) => (
          <ul className="flex flex-col gap-3">
            {mine.map((t) => (
              <li key={t.id} className="card flex flex-col gap-3 p-4">
                {open === t.id ? (
                  <TenancyView id={t.id} />
                ) : (
                  <>
                    <TenancySummary t={t} />
                    <button type="button" className="btn-outline self-start" onClick={() => setOpen(t.id)}>
                      Open schedule and receipts
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <UnitsSection />
    </section>
  );
}
