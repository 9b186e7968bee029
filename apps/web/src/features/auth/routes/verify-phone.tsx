/** /verify/phone (SPEC §2): enter the phone number and the 6-digit SMS code. */
import { messages } from "@ile/contract";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { CodeInput } from "@/components/ui/code-input";
import { Field, FormMessage } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page";
import { PhoneInput } from "@/components/ui/phone-input";
import { paths } from "@/config/paths";
import { resendVerification, verifyPhone } from "@/lib/accounts";
import { formErrors } from "@/lib/form-errors";
import { openLogin } from "@/lib/ui-store";

export function Component() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (code.length !== 6) return;
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      await verifyPhone({ phone: phone.trim(), code });
      toast.success(messages.session.verificationSuccess);
      navigate(paths.home);
      openLogin(paths.dashboard);
    } catch (err) {
      const read = formErrors(err);
      setErrors(read.fields);
      if (read.message) setMessage({ kind: "error", text: read.message });
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setMessage(null);
    try {
      const reply = await resendVerification({ phone: phone.trim(), channel: "phone" });
      setMessage({ kind: "success", text: reply.message || messages.session.codeSent });
    } catch (err) {
      setMessage({ kind: "error", text: formErrors(err).message ?? "Enter your phone number first." });
    }
  }

  return (
    <>
      <title>Verify your phone — Ile</title>
      <PageHeader title="Verify your phone" lead="Enter the 6-digit code we sent by SMS." />
      <section className="container-page py-8">
        <form onSubmit={submit} noValidate className="card mx-auto flex max-w-md flex-col gap-4 p-6">
          {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
          <Field label="Phone number" error={errors.phone}>
            {(p) => <PhoneInput {...p} value={phone} onChange={(e) => setPhone(e.target.value)} required />}
          </Field>
          <CodeInput value={code} onChange={setCode} error={errors.code} />
          <button type="submit" className="btn-primary" disabled={busy || code.length !== 6 || !phone.trim()}>
            {busy ? "Verifying..." : "Verify phone"}
          </button>
          <button type="button" className="btn-ghost" onClick={resend} disabled={!phone.trim()}>
            Send a new code
          </button>
        </form>
      </section>
    </>
  );
}
