/**
 * /analytics/app/verify-email (SPEC §2: the analytics area's verify-email screen, ADR 0711), in two forms:
 * - after /analytics/app/register (the user id in navigation state): the site's verification steps (the emailed
 *   link, or the SMS code when the account has a phone), then on to the analytics login;
 * - /analytics/app/verify-email/{userId}/{token}: verifies that link on arrival, then offers the analytics login.
 */
import { useLocation, useNavigate, useParams } from "react-router";
import { VerifyAccountPanel, type VerifyState } from "@/components/verify-account-panel";
import { VerifyEmailLink } from "@/components/verify-email-link";
import { paths } from "@/config/paths";
import { toast } from "@/lib/toast";

const TITLES = {
  pending: "Verifying your email — Ile Analytics",
  success: "Email verified — Ile Analytics",
  error: "Email not verified — Ile Analytics",
};

export function Component() {
  const { userId, token } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const toLogin = () => navigate(paths.analyticsLogin);
  return (
    <div className="flex w-full flex-col gap-4 py-10">
      {userId !== undefined && token !== undefined ? (
        <>
          <h1 className="text-center text-2xl font-semibold">Verify your Ile Analytics account</h1>
          <VerifyEmailLink userId={userId} token={token} onLogin={toLogin} title={(s) => TITLES[s]} />
        </>
      ) : (
        <>
          <title>Verify your account — Ile Analytics</title>
          <VerifyAccountPanel
            state={(location.state ?? {}) as VerifyState}
            onVerified={() => {
              toast.message("Log in to see the market figures.");
              toLogin();
            }}
            onLogin={toLogin}
          />
        </>
      )}
    </div>
  );
}
