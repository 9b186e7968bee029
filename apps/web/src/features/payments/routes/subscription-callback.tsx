/**
 * /subscription/callback (SPEC §4 "Subscription callback"): the gateway sends the payer here with ?reference=.
 * "Verifying your payment...", verify the reference, reload the user, then back to /subscription with
 * "Payment verified successfully!" or "Failed to verify payment. Please check your subscription status.";
 * with no reference, "No payment reference found".
 */
import { messages } from "@ile/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { paths } from "@/config/paths";
import { checkSession } from "@/lib/session-check";
import { toast } from "@/lib/toast";
import { verifySubscription } from "../api/payments";

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reference = params.get("reference") ?? params.get("trxref");
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!reference) {
      toast.error(messages.subscription.noReference);
      navigate(paths.subscription, { replace: true });
      return;
    }
    void (async () => {
      try {
        await verifySubscription(reference);
        await checkSession();
        toast.success(messages.subscription.verified);
      } catch {
        toast.error(messages.subscription.verifyCallbackFailed);
      }
      await queryClient.invalidateQueries({ queryKey: ["subscription"] });
      await queryClient.invalidateQueries({ queryKey: ["access"] });
      navigate(paths.subscription, { replace: true });
    })();
  }, [reference, navigate, queryClient]);

  return (
    <div className="container-page flex min-h-[50dvh] flex-col items-center justify-center gap-3 py-10">
      <title>Verifying your payment — Ile</title>
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        aria-hidden="true"
      />
      <h1 className="text-xl font-semibold" role="status" aria-live="polite">
        {messages.subscription.verifying}
      </h1>
    </div>
  );
}
