/** /verify/email/{userId}/{token} (SPEC §2): the link from the verification email; verifies on arrival. */
import { messages } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { openLogin } from "@/lib/ui-store";
import { verifyEmail } from "../api/accounts";
import { formErrors } from "../lib/errors";

export function Component() {
  const { userId = "", token = "" } = useParams();
  const result = useQuery({
    queryKey: ["verify-email", userId, token],
    queryFn: () => verifyEmail(Number(userId), token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  const error = result.error ? formErrors(result.error) : null;
  return (
    <>
      <title>
        {result.isPending
          ? "Verifying your email — Ile"
          : result.isSuccess
            ? "Email verified — Ile"
            : "Email not verified — Ile"}
      </title>
      <PageHeader title="Email verification" />
      <section className="container-page py-10">
        <div
          className="card mx-auto flex max-w-md flex-col items-center gap-4 p-6 text-center"
          aria-live="polite"
        >
          {result.isPending ? (
            <p role="status">Verifying your email...</p>
          ) : result.isSuccess ? (
            <>
              <CheckCircle2 aria-hidden="true" className="size-12 text-positive" />
              <h2 className="text-xl font-semibold">{messages.session.verificationSuccess}</h2>
              <p className="text-muted">Your email is confirmed. Log in to continue.</p>
              <button type="button" className="btn-primary" onClick={() => openLogin(paths.dashboard)}>
                Log in
              </button>
            </>
          ) : (
            <>
              <XCircle aria-hidden="true" className="size-12 text-negative" />
              <h2 className="text-xl font-semibold" role="alert">
                {error?.fields.token ?? error?.message ?? "This verification link is invalid or has expired."}
              </h2>
              <p className="text-muted">Links work once and expire after 24 hours. Ask for a new one.</p>
              <Link className="btn-primary" to={paths.verifyAccount} state={{ userId: Number(userId) }}>
                Get a new link
              </Link>
            </>
          )}
        </div>
      </section>
    </>
  );
}
