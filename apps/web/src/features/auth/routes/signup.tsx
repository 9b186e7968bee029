/** /signup (SPEC §2, §7 POST /register): create an account, then verify it at /verify-account. */
import { messages } from "@ile/contract";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Field, FormMessage } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page";
import { PasswordInput } from "@/components/ui/password-input";
import { paths } from "@/config/paths";
import { openLogin } from "@/lib/ui-store";
import { type RegisterInput, type Role, register } from "../api/accounts";
import { formErrors } from "../lib/errors";

const ROLES: Array<{ value: Role; title: string; hint: string }> = [
  { value: "tenant", title: "Tenant", hint: "I am looking for a home or office to rent or buy" },
  { value: "landlord", title: "Landlord", hint: "I own property to let or sell" },
  { value: "agent", title: "Agent", hint: "I list and manage property for clients" },
  { value: "developer", title: "Developer", hint: "I build new projects" },
];

const empty: RegisterInput = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  password: "",
  password_confirmation: "",
  role: "tenant",
};

export function Component() {
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterInput>(empty);
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const set = (key: keyof RegisterInput) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const reply = await register({ ...form, phone: form.phone?.trim() || undefined });
      toast.success(reply.message);
      navigate(paths.verifyAccount, {
        state: { userId: reply.data.user_id, email: reply.data.email, phone: reply.data.phone },
      });
    } catch (err) {
      const read = formErrors(err, messages.session.registrationFailed);
      setErrors(read.fields);
      setMessage(
        read.message ?? (Object.keys(read.fields).length ? "Please correct the highlighted fields." : null),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <title>Create your account — Ile</title>
      <PageHeader
        title="Create your account"
        lead="Join Ile to list, rent, buy and manage property with people you can trust."
      />
      <section className="container-page py-8">
        <form onSubmit={submit} noValidate className="card mx-auto flex max-w-xl flex-col gap-4 p-6">
          {message ? <FormMessage kind="error">{message}</FormMessage> : null}
          <fieldset>
            <legend className="label">I am a</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {ROLES.map((r) => (
                <label
                  key={r.value}
                  className={`flex min-h-11 cursor-pointer flex-col rounded-[var(--radius-control)] border p-3 ${
                    form.role === r.value ? "border-brand-600 bg-brand-50" : "border-line"
                  }`}
                >
                  <span className="flex items-center gap-2 font-semibold">
                    <input
                      type="radio"
                      name="role"
                      value={r.value}
                      checked={form.role === r.value}
                      onChange={() => setForm((f) => ({ ...f, role: r.value }))}
                    />
                    {r.title}
                  </span>
                  <span className="text-sm text-muted">{r.hint}</span>
                </label>
              ))}
            </div>
            {errors.role ? <p className="mt-1 text-sm text-negative">{errors.role}</p> : null}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" error={errors.first_name}>
              {(p) => (
                <input
                  {...p}
                  className="input"
                  autoComplete="given-name"
                  value={form.first_name}
                  onChange={set("first_name")}
                  required
                />
              )}
            </Field>
            <Field label="Last name" error={errors.last_name}>
              {(p) => (
                <input
                  {...p}
                  className="input"
                  autoComplete="family-name"
                  value={form.last_name}
                  onChange={set("last_name")}
                  required
                />
              )}
            </Field>
          </div>
          <Field label="Email address" error={errors.email}>
            {(p) => (
              <input
                {...p}
                className="input"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={form.email}
                onChange={set("email")}
                required
              />
            )}
          </Field>
          <Field
            label="Phone number (optional)"
            error={errors.phone}
            hint="A Nigerian mobile number; we send a code to verify it."
          >
            {(p) => (
              <input
                {...p}
                className="input"
                type="tel"
                autoComplete="tel"
                placeholder="+2348012345678"
                value={form.phone}
                onChange={set("phone")}
              />
            )}
          </Field>
          <Field
            label="Password"
            error={errors.password}
            hint="At least 8 characters. Common passwords are refused."
          >
            {(p) => (
              <PasswordInput
                {...p}
                shown={show}
                onToggle={() => setShow((s) => !s)}
                autoComplete="new-password"
                value={form.password}
                onChange={set("password")}
                required
              />
            )}
          </Field>
          <Field label="Confirm password" error={errors.password_confirmation}>
            {(p) => (
              <input
                {...p}
                className="input"
                type={show ? "text" : "password"}
                autoComplete="new-password"
                value={form.password_confirmation}
                onChange={set("password_confirmation")}
                required
              />
            )}
          </Field>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Creating account..." : "Create account"}
          </button>
          <p className="text-center text-sm text-muted">
            Already on Ile?{" "}
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => openLogin()}
            >
              Log in
            </button>{" "}
            · By signing up you accept the{" "}
            <Link to={paths.terms} className="font-semibold text-brand-700 hover:underline">
              terms
            </Link>
            .
          </p>
        </form>
      </section>
    </>
  );
}
