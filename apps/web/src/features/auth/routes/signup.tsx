/** /signup (SPEC §2, §7 POST /register): create an account, then verify it at /verify-account. */
import { useNavigate } from "react-router";
import { SignupForm } from "@/components/signup-form";
import { PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { openLogin } from "@/lib/ui-store";

export function Component() {
  const navigate = useNavigate();
  return (
    <>
      <title>Create your account — Ile</title>
      <PageHeader
        title="Create your account"
        lead="Join Ile to list, rent, buy and manage property with people you can trust."
      />
      <section className="container-page py-8">
        <SignupForm
          onRegistered={(a) =>
            navigate(paths.verifyAccount, { state: { userId: a.user_id, email: a.email, phone: a.phone } })
          }
          onLogin={() => openLogin()}
        />
      </section>
    </>
  );
}
