/**
 * Dashboard › Maintenance (ADR 0950): requests on my tenancies and jobs assigned to me. The landlord assigns a
 * request to a service provider found in the home-services directory (/svc/providers) and moves it;
 * the assignee moves the job to in progress and done; the tenant may cancel.
 * Its one form, "Find a service provider", is not on the form kit (issue 39): a search box, not data entry.
 */
import {
  MAINTENANCE_STATUS_LABELS,
  MAINTENANCE_URGENCY_LABELS,
  type MaintenanceRequest,
} from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PrivateImage } from "@/components/private-image";
import { QueryState } from "@/components/query-state";
import { errorText } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { maintenanceQuery, searchProviders, updateMaintenance } from "../api/tenancies";

export default function MaintenanceSection() {
  const list = useQuery(maintenanceQuery());
  return (
    <section aria-labelledby="maintenance-title" className="flex flex-col gap-4">
      <h2 id="maintenance-title" className="text-xl font-semibold">
        Maintenance
      </h2>
      <QueryState
        query={list}
        loading="Loading maintenance requests..."
        error={(error) => (
          <p role="alert" className="text-negative">
            {errorText(error)}
          </p>
        )}
        empty={<p className="text-muted">No maintenance requests.</p>}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.map((m) => (
              <Request key={m.id} m={m} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function Request({ m }: { m: MaintenanceRequest }) {
  const qc = useQueryClient();
  const [q, setQ] = useState("");
  const [found, setFound] = useState<{ id: number; name: string; role: string }[]>([]);
  const move = useMutation({
    mutationFn: (input: Parameters<typeof updateMaintenance>[1]) => updateMaintenance(m.id, input),
    onSuccess: (r) => {
      toast.success(r.message ?? "Updated");
      qc.invalidateQueries({ queryKey: ["tenancies", "maintenance"] });
    },
    onError: (err) => toast.error(errorText(err)),
  });
  const closed = m.status === "done" || m.status === "cancelled";
  return (
    <li className="card flex flex-col gap-2 p-4">
      <p className="font-semibold">{m.title}</p>
      <p className="text-sm text-muted">
        {m.unit_address} · {MAINTENANCE_URGENCY_LABELS[m.urgency]} · {MAINTENANCE_STATUS_LABELS[m.status]} ·{" "}
        {formatDate(m.created_at)} · reported by {m.tenant_name}
        {m.assignee ? ` · assigned to ${m.assignee.name}` : ""}
      </p>
      {m.description ? <p className="text-sm">{m.description}</p> : null}
      {m.photos.length ? (
        <div className="flex flex-wrap gap-2">
          {m.photos.map((p) => (
            <PrivateImage
              key={p.id}
              path={p.url}
              alt={`Photo of ${m.title}`}
              className="h-24 w-32 rounded object-cover"
            />
          ))}
        </div>
      ) : null}
      {!closed && m.role === "landlord" ? (
        <div className="flex flex-col gap-2">
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={async (e) => {
              e.preventDefault();
              try {
                setFound(await searchProviders(q));
              } catch (err) {
                toast.error(errorText(err));
              }
            }}
          >
            <div className="flex flex-col gap-1">
              <label className="label" htmlFor={`prov-${m.id}`}>
                Find a service provider
              </label>
              <input
                id={`prov-${m.id}`}
                className="input"
                value={q}
                placeholder="plumber"
                onChange={(e) => setQ(e.target.value)}
              />
            </div>
            <button type="submit" className="btn-outline">
              Search
            </button>
          </form>
          {found.length ? (
            <ul className="flex flex-col gap-1">
              {found.slice(0, 8).map((p) => (
                <li key={p.id} className="flex items-center justify-between gap-2 text-sm">
                  <span>
                    {p.name} · {p.role}
                  </span>
                  <button
                    type="button"
                    className="btn-ghost"
                    onClick={() => move.mutate({ assignee_user_id: p.id })}
                  >
                    Assign
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-outline" onClick={() => move.mutate({ status: "done" })}>
              Mark done
            </button>
            <button type="button" className="btn-ghost" onClick={() => move.mutate({ status: "cancelled" })}>
              Cancel request
            </button>
          </div>
        </div>
      ) : null}
      {!closed && m.role === "assignee" ? (
        <div className="flex gap-2">
          {m.status === "assigned" ? (
            <button
              type="button"
              className="btn-outline"
              onClick={() => move.mutate({ status: "in_progress" })}
            >
              Start the job
            </button>
          ) : null}
          <button type="button" className="btn-primary" onClick={() => move.mutate({ status: "done" })}>
            Job done
          </button>
        </div>
      ) : null}
      {!closed && m.role === "tenant" ? (
        <button
          type="button"
          className="btn-ghost self-start"
          onClick={() => move.mutate({ status: "cancelled" })}
        >
          Cancel request
        </button>
      ) : null}
    </li>
  );
}
