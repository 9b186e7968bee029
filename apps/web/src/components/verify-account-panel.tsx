/**
 * Verifying a new account (SPEC §4 login outcome c), shared by /verify-account and the analytics area's
 * /analytics/app/verify-email (ADR 0711). The user id comes from sign-up or login. Every account has an email, so
 * a new link can always be sent. When the account is known to have a phone (signed up with one, or logged in with
 * it) the SMS code form and "Resend SMS code" show at once; otherwise (logged in by email, or the page reached
 * without sign-up's state) "Get a code by SMS instead" asks for the number and sends the code there (issue 38), so
 * a phone sign-up is never left with only "Resend email link". The parent says what happens once the phone is
 * verified and what "Log in" does.
 *
 * On the form kit: the code with the contract's code rule (`verifyInputSchema`), the email and phone with
 * `resendInputSchema`'s fields; a refusal's field errors land on the field they name, and the alert above says
 * what went wrong as before (the code's own message first, then the server's).
 */
import { messages, resendInputSchema, verifyInputSchema } from "@ile/contract";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { CodeInput } from "@/components/ui/code-input";
import { Field, FormMessage } from "@/components/ui/field";
import { PhoneInput } from "@/components/ui/phone-input";
import { paths } from "@/config/paths";
import { resendVerification, verifyPhone } from "@/lib/accounts";
import { setServerErrors, useSchemaForm } from "@/lib/form";
import { formErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";

/** The SMS code (6 digits, the contract's rule). */
const codeSchema = verifyInputSchema.options[1].pick({ code: true });
/** Where a new link or code goes when the page has no user id (or the account's phone is not known). */
const contactSchema = resendInputSchema.pick({ email: true, phone: true });

export interface VerifyState {
  userId?: number | string;
  email?: string;
  phone?: string | null;
  /** Where to go after signing in (an Ile path, e.g. the "Become a provider" form). */
  next?: string;
}

export function VerifyAccountPanel({
  state,
  onVerified,
  onLogin,
}: {
  state: VerifyState;
  onVerified: () => void;
  onLogin: () => void;
}) {
  const userId = state.userId ? Number(state.userId) : undefined;
  const codeForm = useSchemaForm(codeSchema, { defaultValues: { code: "" } });
  const contact = useSchemaForm(contactSchema, { defaultValues: { email: state.email ?? "", phone: "" } });
  const code = codeForm.watch("code");
  const email = contact.watch("email") ?? "";
  const typedPhone = contact.watch("phone") ?? "";
  const knownPhone = state.phone?.trim() ?? "";
  /** "ask": the phone field is open; "sent": a code went to the typed number. */
  const [sms, setSms] = useState<"closed" | "ask" | "sent">("closed");
  const phone = knownPhone || typedPhone.trim();
  const hasPhone = Boolean(knownPhone) || sms === "sent";
  const [busy, setBusy] = useState<"code" | "email" | "phone" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submitCode = codeForm.handleSubmit(async (values) => {
    if (values.code.length !== 6) return;
    setBusy("code");
    setError(null);
    try {
      await verifyPhone({ user_id: userId, phone: phone || undefined, code: values.code });
      toast.success(messages.session.verificationSuccess);
      onVerified();
    } catch (err) {
      setServerErrors(codeForm, err);
      const read = formErrors(err);
      setError(read.fields.code ?? read.message ?? Object.values(read.fields)[0] ?? null);
    } finally {
      setBusy(null);
    }
  });

  async function resend(channel: "email" | "phone") {
    setBusy(channel);
    setError(null);
    setNotice(null);
    try {
      const who = userId ? { user_id: userId } : channel === "phone" ? { phone } : { email: email.trim() };
      const reply = await resendVerification({
        ...who,
        ...(channel === "phone" && phone ? { phone } : {}),
        channel,
      });
      setNotice(reply.message || messages.session.codeSent);
      if (channel === "phone") setSms("sent");
    } catch (err) {
      setServerErrors(contact, err);
      setError(formErrors(err).message ?? Object.values(formErrors(err).fields)[0] ?? null);
    } finally {
      setBusy(null);
    }
  }
  const sendSms = contact.handleSubmit(async () => {
    if (typedPhone.trim()) await resend("phone");
  });
  const fieldError = contact.formState.errors;

  return (
    <div className="card mx-auto flex max-w-md flex-col gap-5 p-6">
      <div className="flex flex-col items-center gap-2 text-center">
        <MailCheck aria-hidden="true" className="size-10 text-brand-600" />
        <h1 className="text-2xl font-semibold">Verify your account</h1>
        <p className="text-muted">
          {hasPhone
            ? "We sent a link to your email and a 6-digit code to your phone. Open the link, or enter the code below, to start using Ile."
            : "We sent a link to your email. Open it to start using Ile; if it has expired or did not arrive, ask for a new one below."}
        </p>
      </div>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
      {hasPhone ? (
        <form onSubmit={submitCode} className="flex flex-col gap-3">
          <CodeInput
            value={code}
            onChange={(v) => codeForm.setValue("code", v)}
            error={codeForm.formState.errors.code?.message}
          />
          <button type="submit" className="btn-primary" disabled={busy !== null || code.length !== 6}>
            {busy === "code" ? "Verifying..." : "Verify phone"}
          </button>
        </form>
      ) : userId ? null : (
        <Field
          label="Your email address"
          hint="We will send a new verification link there."
          error={fieldError.email?.message}
        >
          {(p) => (
            <input
              {...p}
              className="input"
              type="email"
              autoComplete="email"
              {...contact.register("email")}
            />
          )}
        </Field>
      )}
      {!hasPhone && sms === "ask" ? (
        <form onSubmit={sendSms} className="flex flex-col gap-3" aria-label="Get a code by SMS">
          <Field
            label="Your phone number"
            hint="The number you signed up with; we text a 6-digit code to it."
            error={fieldError.phone?.message}
          >
            {(p) => <PhoneInput {...p} {...contact.register("phone")} required />}
          </Field>
          <button type="submit" className="btn-primary" disabled={busy !== null || !typedPhone.trim()}>
            {busy === "phone" ? "Sending..." : "Send SMS code"}
          </button>
        </form>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          className="btn-outline flex-1"
          disabled={busy !== null || (!userId && !email)}
          onClick={() => resend("email")}
        >
          {busy === "email" ? "Sending..." : "Resend email link"}
        </button>
        {hasPhone ? (
          <button
            type="button"
            className="btn-outline flex-1"
            disabled={busy !== null}
            onClick={() => resend("phone")}
          >
            {busy === "phone" ? "Sending..." : "Resend SMS code"}
          </button>
        ) : sms === "closed" ? (
          <button type="button" className="btn-outline flex-1" onClick={() => setSms("ask")}>
            Get a code by SMS instead
          </button>
        ) : null}
      </div>
      <p className="text-center text-sm text-muted">
        Verified already?{" "}
        <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={onLogin}>
          Log in
        </button>{" "}
        ·{" "}
        <Link to={paths.home} className="font-semibold text-brand-700 hover:underline">
          Back to Ile
        </Link>
      </p>
    </div>
  );
}
