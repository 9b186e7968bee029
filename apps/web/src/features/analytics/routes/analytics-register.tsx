/**
 * /analytics/app/register (SPEC §2: the analytics area's own sign-up screen, ADR 0711): the site's sign-up form
 * (one account for both), then the analytics verify-email screen, then the analytics login.
 */
import { Link, Navigate, useNavigate } from "react-router";
import { SignupForm } from "@/components/signup-form";
import { paths } from "@/config/paths";
import { useSessionUser } from "@/lib/session";

export function Component() {
  const navigate = useNavigate();
  const user = useSessionUser();
  if (user) return <Navigate to={paths.analytics} replace />;
  return (
    <div className="flex w-full flex-col gap-4 py-10">
      <title>Create your account — Ile Analytics</title>
      <div className="mx-auto flex max-w-xl flex-col gap-2">
        <h1 className="text-2xl font-semibold">Create your Ile Analytics account</h1>
        <p className="text-sm text-muted">
          Market figures for agents, developers and investors. This is an Ile account: analytics come with
          plans that include them, which you can choose once you are in.{" "}
          <Link to={paths.analyticsLogin} className="font-semibold text-brand-700 hover:underline">
            Log in instead
          </Link>
        </p>
      </div>
      <SignupForm
        onRegistered={(a) =>
          navigate(paths.analyticsVerifyEmail, {
            state: { userId: a.user_id, email: a.email, phone: a.phone },
          })
        }
        onLogin={() => navigate(paths.analyticsLogin)}
      />
    </div>
  );
}
