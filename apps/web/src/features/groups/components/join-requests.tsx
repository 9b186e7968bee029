/**
 * A private group's join requests for its moderators (issue 21, ADR 0802): who asked, when, with approve and
 * decline; the list and the group's member count refresh after each decision.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "@/components/query-state";
import { formatDateTime } from "@/lib/format";
import { messageOf } from "@/lib/http";
import { decideRequest, joinRequestsQuery } from "../api/groups";

export function JoinRequests({ slug, onChange }: { slug: string; onChange: () => void }) {
  const list = useQuery(joinRequestsQuery(slug));
  const qc = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const decide = async (userId: number, approve: boolean) => {
    setError(null);
    try {
      setMessage((await decideRequest(slug, userId, approve)).message);
      await qc.invalidateQueries({ queryKey: ["groups", "requests", slug] });
      onChange();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  return (
    <section aria-labelledby="join-requests" className="card flex flex-col gap-3 p-4">
      <h2 id="join-requests" className="text-lg font-semibold">
        Requests to join
      </h2>
      <QueryState
        query={list}
        loading="Loading requests..."
        error={(error) => (
          <p role="alert" className="text-red-700">
            {error.message}
          </p>
        )}
        isEmpty={(data) => data.requests.length === 0}
        empty={<p className="text-sm text-muted">No one is waiting.</p>}
      >
        {(data) => (
          <ul className="flex flex-col gap-2">
            {data.requests.map((r) => (
              <li key={r.user.id} className="flex flex-wrap items-center gap-2" aria-label={r.user.name}>
                <span className="font-medium">{r.user.name}</span>
                <span className="text-sm text-muted">asked {formatDateTime(r.requested_at)}</span>
                <span className="ml-auto flex gap-2">
                  <button
                    type="button"
                    className="btn-primary min-h-11"
                    aria-label={`Approve ${r.user.name}`}
                    onClick={() => decide(r.user.id, true)}
                  >
                    Approve
                  </button>
                  <button
                    type="button"
                    className="btn-secondary min-h-11"
                    aria-label={`Decline ${r.user.name}`}
                    onClick={() => decide(r.user.id, false)}
                  >
                    Decline
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {message && <p role="status">{message}</p>}
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
