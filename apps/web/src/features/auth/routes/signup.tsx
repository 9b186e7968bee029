/**
 * /signup (SPEC §2, §7 POST /register): create an account, then verify it at /verify-account. `?as=provider` (the
 * home page's "Join as a service provider") ticks "I offer home services"; such an account, once verified and
 * signed in, lands on the dashboard's "Become a provider" form (ADR 0300, 0302).
 */
import { useNavigate, useSearchParams } from "react-router";
import { SignupForm } from "@/components/signup-form";
import { PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { openLogin } from "@/lib/ui-store";

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <>
      <title>Create your account — Ile</title>
      <PageHeader
        title="Create your account"
        lead="Join Ile to list, rent, buy and manage property with people you can trust."
      />
      <section className="container-page py-8">
        <SignupForm
          offerServices={{ initial: params.get("as") === "provider" }}
          onRegistered={(a, { provider }) =>
            navigate(paths.verifyAccount, {
              state: {
                userId: a.user_id,
                email: a.email,
                phone: a.phone,
                ...(provider ? { next: paths.becomeProvider } : {}),
              },
            })
          }
          onLogin={() => openLogin()}
        />
      </section>
    </>
  );
}
