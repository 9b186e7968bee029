/** /reset-password?token=… : choose a new password with the emailed link; every old session ends. */
import { resetPasswordInputSchema } from "@ile/contract";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Field, FormMessage } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page";
import { PasswordInput } from "@/components/ui/password-input";
import { paths } from "@/config/paths";
import { resetPassword } from "@/lib/accounts";
import { setServerErrors, useSchemaForm } from "@/lib/form";
import { formErrors } from "@/lib/form-errors";
import { clearSession } from "@/lib/session-storage";
import { openLogin } from "@/lib/ui-store";

export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const form = useSchemaForm(resetPasswordInputSchema, {
    defaultValues: { token, password: "", password_confirmation: "" },
  });
  const {
    register,
    formState: { errors, isSubmitting: busy },
  } = form;
  const [show, setShow] = useState(false);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const reply = await resetPassword({ ...values, token });
      clearSession();
      setMessage({ kind: "success", text: reply.message });
      form.reset({ token, password: "", password_confirmation: "" });
    } catch (err) {
      setServerErrors(form, err);
      const read = formErrors(err);
      const text = read.fields.token ?? read.message;
      if (text) setMessage({ kind: "error", text });
    }
  });

  if (!token) {
    return (
      <>
        <title>Reset link not valid — Ile</title>
        <PageHeader title="Reset your password" />
        <section className="container-page py-8">
          <div className="card mx-auto flex max-w-md flex-col gap-4 p-6">
            <FormMessage kind="error">This reset link is invalid or has expired.</FormMessage>
            <Link to={paths.forgotPassword} className="btn-primary">
              Ask for a new link
            </Link>
          </div>
        </section>
      </>
    );
  }

  return (
    <>
      <title>Reset your password — Ile</title>
      <PageHeader
        title="Reset your password"
        lead="Choose a new password. You will be logged out everywhere."
      />
      <section className="container-page py-8">
        <form onSubmit={submit} noValidate className="card mx-auto flex max-w-md flex-col gap-4 p-6">
          {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
          {message?.kind === "success" ? (
            <button type="button" className="btn-primary" onClick={() => openLogin(paths.dashboard)}>
              Log in
            </button>
          ) : (
            <>
              <Field
                label="New password"
                error={errors.password?.message}
                hint="At least 8 characters. Common passwords are refused."
              >
                {(p) => (
                  <PasswordInput
                    {...p}
                    shown={show}
                    onToggle={() => setShow((s) => !s)}
                    autoComplete="new-password"
                    {...register("password")}
                    required
                  />
                )}
              </Field>
              <Field label="Confirm new password" error={errors.password_confirmation?.message}>
                {(p) => (
                  <input
                    {...p}
                    className="input"
                    type={show ? "text" : "password"}
                    autoComplete="new-password"
                    {...register("password_confirmation")}
                    required
                  />
                )}
              </Field>
              <button type="submit" className="btn-primary" disabled={busy}>
                {busy ? "Saving..." : "Set new password"}
              </button>
            </>
          )}
        </form>
      </section>
    </>
  );
}
