/**
 * /verify/email/{userId}/{token} (SPEC §2): the link from the verification email; verifies on arrival
 * (components/verify-email-link.tsx), then offers the login.
 */
import { useParams } from "react-router";
import { PageHeader } from "@/components/ui/page";
import { VerifyEmailLink } from "@/components/verify-email-link";
import { paths } from "@/config/paths";
import { openLogin } from "@/lib/ui-store";

const TITLES = {
  pending: "Verifying your email — Ile",
  success: "Email verified — Ile",
  error: "Email not verified — Ile",
};

export function Component() {
  const { userId = "", token = "" } = useParams();
  return (
    <>
      <PageHeader title="Email verification" />
      <section className="container-page py-10">
        <VerifyEmailLink
          userId={userId}
          token={token}
          onLogin={() => openLogin(paths.dashboard)}
          title={(s) => TITLES[s]}
        />
      </section>
    </>
  );
}
