/** /forgot-password (SPEC §2, §7): ask for a reset link by email or phone; the reply never says who exists. */
import { type FormEvent, useState } from "react";
import { Field, FormMessage } from "@/components/ui/field";
import { MethodToggle } from "@/components/ui/method-toggle";
import { PageHeader } from "@/components/ui/page";
import { forgotPassword } from "@/lib/accounts";
import { formErrors } from "@/lib/form-errors";

export function Component() {
  const [method, setMethod] = useState<"email" | "phone">("email");
  const [identifier, setIdentifier] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const reply = await forgotPassword({ [method]: identifier.trim() });
      setDone(reply.message);
    } catch (err) {
      const read = formErrors(err);
      setError(read.message ?? Object.values(read.fields)[0] ?? null);
    } finally {
      setBusy(false);
    }
  }

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
            onChange={(m) => {
              setMethod(m);
              setIdentifier("");
            }}
          />
          <Field label={method === "email" ? "Email address" : "Phone number"}>
            {(p) => (
              <input
                {...p}
                className="input"
                type={method === "email" ? "email" : "tel"}
                autoComplete={method === "email" ? "email" : "tel"}
                placeholder={method === "email" ? "you@example.com" : "+2348012345678"}
                value={identifier}
                onChange={(e) => setIdentifier(e.target.value)}
                required
              />
            )}
          </Field>
          <button type="submit" className="btn-primary" disabled={busy || !identifier.trim()}>
            {busy ? "Sending..." : "Send reset link"}
          </button>
        </form>
      </section>
    </>
  );
}
