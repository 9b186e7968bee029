/**
 * Verifying an account by the emailed link (SPEC §2 /verify/email/{userId}/{token}), shared by that page and the
 * analytics area's /analytics/app/verify-email/{userId}/{token} (ADR 0711): verifies on arrival; a bad, used or
 * expired link says so in plain words (never a validator's text) and sends a new link on one click.
 */
import { messages } from "@ile/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { resendVerification, verifyEmail } from "@/lib/accounts";
import { ApiError } from "@/lib/api-client";
import { formErrors } from "@/lib/form-errors";

export const INVALID_LINK = "This verification link is invalid or has expired.";

/**
 * Why the link did not verify: the server said no (any 4xx) → the plain sentence, except that a change of e-mail
 * whose address another account took meanwhile says so (ADR 0026); otherwise what went wrong.
 */
function failureMessage(err: unknown): string {
  if (err instanceof ApiError && err.fieldErrors.email) return err.fieldErrors.email;
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return INVALID_LINK;
  return formErrors(err).message ?? INVALID_LINK;
}

/** The result of the link; `title` gives the page's title for each state. */
export function VerifyEmailLink({
  userId,
  token,
  onLogin,
  title,
}: {
  userId: string;
  token: string;
  onLogin: () => void;
  title: (state: "pending" | "success" | "error") => string;
}) {
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
      <title>{title(result.isPending ? "pending" : result.isSuccess ? "success" : "error")}</title>
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
            <button type="button" className="btn-primary" onClick={onLogin}>
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
    </>
  );
}
