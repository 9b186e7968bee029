/**
 * The dashboard's WhatsApp section (issue 50, ADR 0750): one switch that turns WhatsApp on (only with a verified
 * phone; the time I agreed is shown) or off at once. Each saved search then chooses WhatsApp as a channel.
 */
import { whatsappMessages as M } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { setWhatsApp, whatsappQuery } from "../api/whatsapp";

export default function WhatsAppSection() {
  const settings = useQuery(whatsappQuery);
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => setWhatsApp(enabled),
    onSuccess: (r) => {
      queryClient.setQueryData(whatsappQuery.queryKey, r.data);
      if (r.message) toast.success(r.message);
    },
    onError: (err) => toast.error(err.firstFieldError ?? err.message),
  });
  return (
    <section className="card flex flex-col gap-4 p-5" aria-labelledby="whatsapp-title">
      <h2 id="whatsapp-title" className="text-lg font-semibold">
        {M.sectionTitle}
      </h2>
      <p className="text-muted">{M.sectionIntro}</p>
      <QueryState query={settings} loading="Loading your WhatsApp settings..." skeleton="lines">
        {(s) => (
          <div className="flex flex-col gap-3">
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                checked={s.enabled}
                disabled={toggle.isPending || (!s.enabled && !s.phone_verified)}
                onChange={(e) => toggle.mutate(e.target.checked)}
                className="size-5"
              />
              <span>
                {M.toggleLabel}
                {s.phone ? ` (${s.phone})` : ""}
              </span>
            </label>
            {s.enabled && s.consented_at ? (
              <p className="text-sm text-muted">{M.consentedAt(formatDate(s.consented_at))}</p>
            ) : null}
            {!s.phone_verified ? (
              <p className="text-sm">
                {M.verifyPhoneFirst} <Link to="/dashboard">Profile</Link>
              </p>
            ) : null}
          </div>
        )}
      </QueryState>
    </section>
  );
}
