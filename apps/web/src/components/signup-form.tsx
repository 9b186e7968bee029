/**
 * The sign-up form (SPEC §2, §7 POST /register), shared by /signup and the analytics area's
 * /analytics/app/register (ADR 0711) so the two cannot drift. The parent says where a new account goes next
 * (its verification screen) and what "Log in" does.
 */
import { messages, type RegisterReply, registerInputSchema } from "@ile/contract";
import { useState } from "react";
import { Link } from "react-router";
import { Field, FormMessage } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { PhoneInput } from "@/components/ui/phone-input";
import { paths } from "@/config/paths";
import { type RegisterInput, type Role, register as registerAccount } from "@/lib/accounts";
import { CORRECT_FIELDS, setServerErrors, useSchemaForm } from "@/lib/form";
import { formErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";

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

export function SignupForm({
  onRegistered,
  onLogin,
  offerServices,
}: {
  /** After the account is created (the reply's data: user id, email, phone; whether they offer home services). */
  onRegistered: (account: RegisterReply["data"], choices: { provider: boolean }) => void;
  /** "Already on Ile? Log in". */
  onLogin: () => void;
  /**
   * Shows "I offer home services" (ADR 0300: being a provider is a profile made after sign-up, not an account
   * role), ticked when `initial`.
   */
  offerServices?: { initial: boolean };
}) {
  const form = useSchemaForm(registerInputSchema, { defaultValues: empty });
  const {
    register,
    watch,
    formState: { errors, isSubmitting: busy },
  } = form;
  const [show, setShow] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [provider, setProvider] = useState(offerServices?.initial ?? false);
  const role = watch("role");

  const submit = form.handleSubmit(
    async (values) => {
      setMessage(null);
      try {
        const reply = await registerAccount({ ...values, phone: values.phone?.trim() || undefined });
        toast.success(reply.message);
        onRegistered(reply.data, { provider: offerServices ? provider : false });
      } catch (err) {
        const onFields = setServerErrors(form, err);
        setMessage(onFields ? CORRECT_FIELDS : formErrors(err, messages.session.registrationFailed).message);
      }
    },
    () => setMessage(CORRECT_FIELDS),
  );

  return (
    <form onSubmit={submit} noValidate className="card mx-auto flex max-w-xl flex-col gap-4 p-6">
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <fieldset>
        <legend className="label">I am a</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {ROLES.map((r) => (
            <label
              key={r.value}
              className={`flex min-h-11 cursor-pointer flex-col rounded-[var(--radius-control)] border p-3 ${
                role === r.value ? "border-brand-600 bg-brand-50" : "border-line"
              }`}
            >
              <span className="flex items-center gap-2 font-semibold">
                <input type="radio" value={r.value} {...register("role")} />
                {r.title}
              </span>
              <span className="text-sm text-muted">{r.hint}</span>
            </label>
          ))}
        </div>
        {errors.role ? <p className="mt-1 text-sm text-negative">{errors.role.message}</p> : null}
      </fieldset>
      {offerServices ? (
        <label
          className={`flex min-h-11 cursor-pointer flex-col rounded-[var(--radius-control)] border p-3 ${
            provider ? "border-brand-600 bg-brand-50" : "border-line"
          }`}
        >
          <span className="flex items-center gap-2 font-semibold">
            <input type="checkbox" checked={provider} onChange={(e) => setProvider(e.target.checked)} />I
            offer home services
          </span>
          <span className="text-sm text-muted">
            Plumber, electrician, architect, surveyor, lawyer or another trade: after sign-up you create your
            provider profile (trade, areas, prices, photos of work).
          </span>
        </label>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={errors.first_name?.message}>
          {(p) => (
            <input {...p} className="input" autoComplete="given-name" {...register("first_name")} required />
          )}
        </Field>
        <Field label="Last name" error={errors.last_name?.message}>
          {(p) => (
            <input {...p} className="input" autoComplete="family-name" {...register("last_name")} required />
          )}
        </Field>
      </div>
      <Field label="Email address" error={errors.email?.message}>
        {(p) => (
          <input
            {...p}
            className="input"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...register("email")}
            required
          />
        )}
      </Field>
      <Field
        label="Phone number (optional)"
        error={errors.phone?.message}
        hint="A Nigerian mobile number; we send a code to verify it."
      >
        {(p) => <PhoneInput {...p} {...register("phone")} />}
      </Field>
      <Field
        label="Password"
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
      <Field label="Confirm password" error={errors.password_confirmation?.message}>
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
        {busy ? "Creating account..." : "Create account"}
      </button>
      <p className="text-center text-sm text-muted">
        Already on Ile?{" "}
        <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={onLogin}>
          Log in
        </button>{" "}
        · By signing up you accept the{" "}
        <Link to={paths.terms} className="font-semibold text-brand-700 hover:underline">
          terms
        </Link>
        .
      </p>
    </form>
  );
}
