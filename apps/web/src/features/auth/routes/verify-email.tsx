/**
 * /verify/email/{userId}/{token} (SPEC §2): the link from the verification email; verifies on arrival. A bad,
 * used or expired link says so in plain words (never a validator's text) and sends a new link on one click.
 */
import { messages } from "@ile/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { openLogin } from "@/lib/ui-store";
import { resendVerification, verifyEmail } from "../api/accounts";
import { formErrors } from "../lib/errors";

export const INVALID_LINK = "This verification link is invalid or has expired.";

/** Why the link did not verify: the server said no (any 4xx) → the plain sentence; otherwise what went wrong. */
function failureMessage(err: unknown): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return INVALID_LINK;
  return formErrors(err).message ?? INVALID_LINK;
}

export function Component() {
  const { userId = "", token = "" } = useParams();
  const id = /^\d{1,15}$/.test(userId) ? Number(userId) : null;
  const result = useQuery({
    queryKey: ["verify-email", userId, token],
    queryFn: () => verifyEmail(Number(userId), token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  const resend = useMutation({
    mutationFn: () => resendVerification({ user_id: id ?? undefined, channel: "email" }),
  });
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
                {failureMessage(result.error)}
              </h2>
              <p className="text-muted">
                Links work once and expire after 24 hours. We can send a new one to your email address.
              </p>
              {resend.isSuccess ? (
                <p role="status" className="font-semibold text-positive">
                  {resend.data.message || messages.session.codeSent}
                </p>
              ) : id !== null ? (
                <button
                  type="button"
                  className="btn-primary"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate()}
                >
                  {resend.isPending ? "Sending..." : "Send me a new link"}
                </button>
              ) : (
                <Link className="btn-primary" to={paths.verifyAccount}>
                  Get a new link
                </Link>
              )}
              {resend.isError ? (
                <p role="alert" className="font-semibold text-negative">
                  {formErrors(resend.error).message ?? Object.values(formErrors(resend.error).fields)[0]}
                </p>
              ) : null}
            </>
          )}
        </div>
      </section>
    </>
  );
}
