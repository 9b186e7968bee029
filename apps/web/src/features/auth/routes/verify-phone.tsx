/** /verify/phone (SPEC §2): enter the phone number and the 6-digit SMS code. */
import { messages, verifyInputSchema } from "@ile/contract";
import { useState } from "react";
import { useNavigate } from "react-router";
import { CodeInput } from "@/components/ui/code-input";
import { Field, FormMessage } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page";
import { PhoneInput } from "@/components/ui/phone-input";
import { paths } from "@/config/paths";
import { resendVerification, verifyPhone } from "@/lib/accounts";
import { setServerErrors, useSchemaForm } from "@/lib/form";
import { formErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { openLogin } from "@/lib/ui-store";

/** The contract's phone verification body: the number and the 6-digit code. */
const verifyPhoneFormSchema = verifyInputSchema.options[1].pick({ phone: true, code: true });

export function Component() {
  const navigate = useNavigate();
  const form = useSchemaForm(verifyPhoneFormSchema, { defaultValues: { phone: "", code: "" } });
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitting: busy },
  } = form;
  const phone = watch("phone") ?? "";
  const code = watch("code");
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      await verifyPhone({ phone: values.phone?.trim(), code: values.code });
      toast.success(messages.session.verificationSuccess);
      navigate(paths.home);
      openLogin(paths.dashboard);
    } catch (err) {
      setServerErrors(form, err);
      const read = formErrors(err);
      if (read.message) setMessage({ kind: "error", text: read.message });
    }
  });

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
          <Field label="Phone number" error={errors.phone?.message}>
            {(p) => <PhoneInput {...p} {...register("phone")} required />}
          </Field>
          <CodeInput
            value={code}
            onChange={(v) => setValue("code", v, { shouldValidate: form.formState.isSubmitted })}
            error={errors.code?.message}
          />
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
