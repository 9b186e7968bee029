/**
 * A private group's join requests for its moderators (issue 21, ADR 0802): who asked, when, with approve and
 * decline; the list and the group's member count refresh after each decision.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "@/lib/format";
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
      setError((err as Error).message);
    }
  };

  return (
    <section aria-labelledby="join-requests" className="card flex flex-col gap-3 p-4">
      <h2 id="join-requests" className="text-lg font-semibold">
        Requests to join
      </h2>
      {list.isPending ? (
        <p role="status">Loading requests...</p>
      ) : list.isError ? (
        <p role="alert" className="text-red-700">
          {(list.error as Error).message}
        </p>
      ) : list.data.requests.length === 0 ? (
        <p className="text-sm text-muted">No one is waiting.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.data.requests.map((r) => (
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
      {message && <p role="status">{message}</p>}
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
