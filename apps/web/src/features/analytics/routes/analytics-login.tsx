/**
 * /analytics/app/login (SPEC §2: the analytics area's own login screen, ADR 0710): the same login steps as the
 * site (one account for both), then on to the analytics page the person came from, or its dashboard.
 */
import { useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { LoginForm, type LoginStep } from "@/components/login-form";
import { paths } from "@/config/paths";
import { useSessionUser } from "@/lib/session";

/** Only analytics pages are followed after login (no open redirect). */
const safeNext = (next: string | null) =>
  next?.startsWith("/analytics/app/") && !next.startsWith("//") ? next : paths.analytics;

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const [step, setStep] = useState<LoginStep["kind"]>("credentials");
  const next = safeNext(params.get("next"));
  if (user) return <Navigate to={next} replace />;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 py-10">
      <title>Log in — Ile Analytics</title>
      <h1 className="text-2xl font-semibold">
        {step === "code" ? "Enter your login code" : "Log in to Ile Analytics"}
      </h1>
      <p className="text-sm text-muted">
        {step === "code"
          ? "We sent a 6-digit code to your email or phone. It expires in 10 minutes."
          : "Market figures for agents, developers and investors. Use your Ile account: analytics come with plans that include them."}
      </p>
      <div className="card p-6">
        <LoginForm
          onStepChange={setStep}
          onLoggedIn={() => navigate(next, { replace: true })}
          signupPath={paths.analyticsRegister}
          verifyPath={paths.analyticsVerifyEmail}
        />
      </div>
    </div>
  );
}
