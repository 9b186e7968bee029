/** /forgot-password (SPEC §2, §7): ask for a reset link by email or phone; the reply never says who exists. */
import { accountFormMessages, forgotPasswordInputSchema } from "@ile/contract";
import { useState } from "react";
import { FormMessage } from "@/components/ui/field";
import { ContactField, MethodToggle } from "@/components/ui/method-toggle";
import { PageHeader } from "@/components/ui/page";
import { forgotPassword } from "@/lib/accounts";
import { bodySchema, setServerErrors, useSchemaForm } from "@/lib/form";
import { formErrors } from "@/lib/form-errors";

interface ForgotValues {
  method: "email" | "phone";
  identifier: string;
}

const toBody = ({ method, identifier }: ForgotValues) => ({ [method]: identifier.trim() });

/** The contract's body (`email` or `phone`), its messages on the one identifier field. */
const forgotFormSchema = bodySchema(toBody, forgotPasswordInputSchema, {
  fieldOf: () => "identifier",
  refine: (body, errors) => {
    if (!body.email && !body.phone) errors.identifier ??= accountFormMessages.identifierRequired;
  },
});

export function Component() {
  const form = useSchemaForm(forgotFormSchema, { defaultValues: { method: "email", identifier: "" } });
  const {
    register,
    watch,
    formState: { errors, isSubmitting: busy },
  } = form;
  const method = watch("method");
  const identifier = watch("identifier");
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const reply = await forgotPassword(toBody(values));
      setDone(reply.message);
    } catch (err) {
      setServerErrors(form, err, () => "identifier");
      const read = formErrors(err);
      setError(read.message ?? Object.values(read.fields)[0] ?? null);
    }
  });

  return (
    <>
      <title>Forgot your password — Ile</title>
      <PageHeader title="Forgot your password?" lead="We will send you a link to choose a new one." />
      <section className="container-page py-8">
        <form onSubmit={submit} className="card mx-auto flex max-w-md flex-col gap-4 p-6">
          {done ? <FormMessage kind="success">{done}</FormMessage> : null}
          {error ? <FormMessage kind="error">{error}</FormMessage> : null}
          <MethodToggle
            legend="Send the link to my"
            name="method"
            value={method}
            onChange={(m) => form.reset({ method: m, identifier: "" })}
          />
          <ContactField method={method} error={errors.identifier?.message} input={register("identifier")} />
          <button type="submit" className="btn-primary" disabled={busy || !identifier.trim()}>
            {busy ? "Sending..." : "Send reset link"}
          </button>
        </form>
      </section>
    </>
  );
}
