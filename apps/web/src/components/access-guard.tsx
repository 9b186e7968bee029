/**
 * The access guard of SPEC §4: "Checking access..." while it decides, then the content, or "Access Denied"
 * with a Go Back button. No user → the login modal opens and the error reads "Please log in to access this
 * content". Admins pass at once. Without a paywall a signed-in user passes at once; with one, a one-result
 * search (GET /api/search?premium=1&limit=1) asks the server, which alone decides entitlements.
 */
import { messages } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { ShieldAlert } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { type ApiError, api } from "@/lib/api-client";
import { useSessionUser } from "@/lib/session";
import { openLogin } from "@/lib/ui-store";

export interface AccessGuardProps {
  children: ReactNode;
  /** Premium content: checked on the server by a one-result search. */
  paywall?: boolean;
  /** Only admins (the /admin area). */
  adminOnly?: boolean;
  /**
   * With a paywall: what a signed-in member without the plan sees when the server answers 402 (what the content
   * is, the plans and their prices), instead of the bare Access Denied card.
   */
  paymentRequired?: ReactNode;
}

type Verdict = { state: "loading" } | { state: "granted" } | { state: "error"; message: string };

export function AccessGuard({
  children,
  paywall = false,
  adminOnly = false,
  paymentRequired,
}: AccessGuardProps) {
  const user = useSessionUser();
  const location = useLocation();
  const isAdmin = user?.role === "admin" || user?.isAdmin === true;
  const needsCheck = Boolean(user) && !isAdmin && !adminOnly && paywall;

  useEffect(() => {
    if (!user) openLogin(location.pathname + location.search);
  }, [user, location.pathname, location.search]);

  const check = useQuery({
    queryKey: ["access", "premium", user?.id ?? null],
    queryFn: ({ signal }) => api.get("/search", { query: { premium: 1, limit: 1 }, signal }),
    enabled: needsCheck,
    retry: false,
    staleTime: 60_000,
  });

  let verdict: Verdict;
  if (!user) verdict = { state: "error", message: messages.guard.loginRequired };
  else if (isAdmin) verdict = { state: "granted" };
  else if (adminOnly) verdict = { state: "error", message: messages.generic.forbidden };
  else if (!paywall) verdict = { state: "granted" };
  else if (check.isPending) verdict = { state: "loading" };
  else if (check.isSuccess) verdict = { state: "granted" };
  else
    verdict = {
      state: "error",
      message: (check.error as ApiError | null)?.serverMessage || messages.guard.failed,
    };

  if (verdict.state === "granted") return <>{children}</>;
  if (verdict.state === "error" && paymentRequired && (check.error as ApiError | null)?.status === 402)
    return <>{paymentRequired}</>;
  if (verdict.state === "loading") {
    return (
      <div className="flex min-h-[50dvh] items-center justify-center" role="status" aria-live="polite">
        <span
          className="mr-3 size-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
          aria-hidden="true"
        />
        {messages.guard.checking}
      </div>
    );
  }
  return <AccessDenied message={verdict.message} offerPlans={Boolean(user) && paywall && !adminOnly} />;
}

function AccessDenied({ message, offerPlans }: { message: string; offerPlans: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-[60dvh] items-center justify-center px-4">
      <div className="card flex max-w-md flex-col items-center gap-3 p-8 text-center">
        <ShieldAlert aria-hidden="true" className="size-12 text-negative" />
        <h1 className="text-2xl font-semibold">{messages.guard.denied}</h1>
        <p role="alert" className="text-muted">
          {message}
        </p>
        <button
          type="button"
          className="btn-primary"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}
        >
          Go Back
        </button>
        {offerPlans ? (
          <Link to="/subscription" className="btn-outline">
            See plans
          </Link>
        ) : null}
      </div>
    </div>
  );
}
