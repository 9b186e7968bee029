/**
 * /verify-account (SPEC §2, §4 login outcome c): the account exists but its email or phone is not verified yet.
 * The user id comes from navigation state (signup or login); the steps are components/verify-account-panel.tsx.
 */
import { useLocation, useNavigate } from "react-router";
import { VerifyAccountPanel, type VerifyState } from "@/components/verify-account-panel";
import { paths } from "@/config/paths";
import { openLogin } from "@/lib/ui-store";

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as VerifyState;
  // Only a path of this site (never "//elsewhere"): where sign-up asked to go after signing in.
  const next = state.next && /^\/(?!\/)/.test(state.next) ? state.next : paths.dashboard;
  return (
    <main id="main" className="min-h-dvh bg-canvas px-4 py-10">
      <title>Verify your account — Ile</title>
      <VerifyAccountPanel
        state={state}
        onVerified={() => {
          navigate(paths.home);
          openLogin(next);
        }}
        onLogin={() => openLogin(next)}
      />
    </main>
  );
}
