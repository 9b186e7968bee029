/**
 * An agent acting for a landlord (ADR 0951): the landlord the agent named confirms or declines them (or, later,
 * removes them); the tenant and the agent see whether the landlord has confirmed.
 */
import type { TenancyDetail } from "@ile/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorText } from "@/lib/api-client";
import { useSessionUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { answerAgent } from "../api/tenancies";

export function AgentAnswer({ t }: { t: TenancyDetail }) {
  const me = useSessionUser();
  const qc = useQueryClient();
  const answer = useMutation({
    mutationFn: (accept: boolean) => answerAgent(t.id, accept),
    onSuccess: (r) => {
      toast.success(r.message ?? "Saved");
      qc.invalidateQueries({ queryKey: ["tenancies"] });
    },
    onError: (err) => toast.error(errorText(err)),
  });
  if (!t.agent) return null;
  const landlord = me !== null && t.landlord.id === me.id;
  if (!landlord)
    return t.landlord_confirmed ? null : (
      <p className="text-sm text-muted">
        {t.landlord.id === null
          ? `${t.landlord.name} is invited to confirm ${t.agent.name} as their agent.`
          : `Waiting for ${t.landlord.name} to confirm ${t.agent.name} as their agent.`}
      </p>
    );
  return (
    <section className="card flex flex-col gap-2 p-3" aria-label="Your agent">
      <p className="text-sm">
        {t.landlord_confirmed
          ? `${t.agent.name} manages this tenancy for you.`
          : `${t.agent.name} says they manage this tenancy for you. Confirm them as your agent, or decline.`}
      </p>
      <div className="flex flex-wrap gap-2">
        {t.landlord_confirmed ? (
          <button
            type="button"
            className="btn-outline"
            disabled={answer.isPending}
            onClick={() => answer.mutate(false)}
          >
            Remove {t.agent.name} as my agent
          </button>
        ) : (
          <>
            <button
              type="button"
              className="btn-primary"
              disabled={answer.isPending}
              onClick={() => answer.mutate(true)}
            >
              Confirm {t.agent.name} as my agent
            </button>
            <button
              type="button"
              className="btn-ghost"
              disabled={answer.isPending}
              onClick={() => answer.mutate(false)}
            >
              Decline
            </button>
          </>
        )}
      </div>
    </section>
  );
}
