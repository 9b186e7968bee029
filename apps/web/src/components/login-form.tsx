/**
 * The login steps of SPEC §4, shared by the login modal and the analytics login page: credentials (email or
 * phone) → logged in, or a 6-digit code step, or a pending account sent to /verify-account. Any failure in the
 * code step returns to the credentials and clears both. The parent gives the frame and says what "done" does.
 * The credentials go through the form kit: the body sent (`{email|phone, password}`) is checked with the
 * contract's `loginInputSchema` before sending, and a 422's field errors land on the same fields.
 */
import { accountFormMessages, loginInputSchema, messages } from "@ile/contract";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { CodeInput } from "@/components/ui/code-input";
import { Field } from "@/components/ui/field";
import { ContactField, MethodToggle } from "@/components/ui/method-toggle";
import { PasswordInput } from "@/components/ui/password-input";
import { paths } from "@/config/paths";
import { bodySchema, setServerErrors, topLevelField, useSchemaForm } from "@/lib/form";
import { type LoginMethod, login, loginErrorMessage, verifyLogin } from "@/lib/login";
import { toast } from "@/lib/toast";

interface Credentials {
  method: LoginMethod;
  identifier: string;
  password: string;
}
const EMPTY: Credentials = { method: "email", identifier: "", password: "" };
/** The API's `email` / `phone` is the form's one identifier field. */
const fieldOf = (key: string) => (key === "email" || key === "phone" ? "identifier" : topLevelField(key));
const toBody = ({ method, identifier, password }: Credentials) => ({ [method]: identifier.trim(), password });
const credentialsSchema = bodySchema(toBody, loginInputSchema, {
  fieldOf,
  refine: (body, errors) => {
    if (!body.email && !body.phone) errors.identifier ??= accountFormMessages.identifierRequired;
  },
});

export type LoginStep = { kind: "credentials" } | { kind: "code"; sessionToken: string };

export function LoginForm({
  onLoggedIn,
  onLeave,
  onStepChange,
  signupPath = paths.signup,
  verifyPath = paths.verifyAccount,
}: {
  /** After a successful login (the session is stored). */
  onLoggedIn: () => void;
  /** Before following a link out of the form (forgot password, sign up) or to /verify-account. */
  onLeave?: () => void;
  onStepChange?: (step: LoginStep["kind"]) => void;
  /** Where "Sign up" and a pending account go (the analytics area has its own screens, ADR 0711). */
  signupPath?: string;
  verifyPath?: string;
}) {
  const navigate = useNavigate();
  const id = useId();
  const form = useSchemaForm(credentialsSchema, { defaultValues: EMPTY });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const method = watch("method");
  const [showPassword, setShowPassword] = useState(false);
  const [step, setStepState] = useState<LoginStep>({ kind: "credentials" });
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function setStep(next: LoginStep) {
    setStepState(next);
    onStepChange?.(next.kind);
  }

  function reset() {
    setStep({ kind: "credentials" });
    setCode("");
    form.resetField("password");
    setError(null);
    setBusy(false);
  }

  function finish() {
    toast.success(messages.session.loginSuccess);
    reset();
    form.reset(EMPTY);
    onLoggedIn();
  }

  function switchMethod(next: LoginMethod) {
    if (next === method) return;
    form.setValue("method", next);
    form.resetField("identifier"); // SPEC §4: toggling clears the identifier
    setError(null);
  }

  async function submitCredentials({ method, identifier, password }: Credentials) {
    setBusy(true);
    setError(null);
    try {
      const outcome = await login(method, identifier, password);
      if (outcome.kind === "logged-in") return finish();
      if (outcome.kind === "code-required") {
        setStep({ kind: "code", sessionToken: outcome.sessionToken });
        setCode("");
        toast.success(messages.session.codeSent);
      } else {
        toast.warning(outcome.message || "Please verify your account to continue.");
        onLeave?.();
        reset();
        // How the person logged in tells /verify-account what applies (a phone gets the SMS code form).
        const by = method === "phone" ? { phone: identifier.trim() } : { email: identifier.trim() };
        navigate(verifyPath, { state: { userId: outcome.userId, ...by } });
      }
    } catch (err) {
      setServerErrors(form, err, fieldOf);
      setError(loginErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(e: FormEvent) {
    e.preventDefault();
    if (step.kind !== "code" || code.length !== 6) return;
    setBusy(true);
    setError(null);
    try {
      await verifyLogin(step.sessionToken, code);
      finish();
    } catch (err) {
      // SPEC §4: any failure returns to the credentials step and clears the token and the code.
      setStep({ kind: "credentials" });
      setCode("");
      setError(loginErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {error ? (
        <p
          role="alert"
          className="mb-4 rounded-[var(--radius-control)] bg-status-sold/10 px-3 py-2 text-sm text-negative"
        >
          {error}
        </p>
      ) : null}

      {step.kind === "credentials" ? (
        <form onSubmit={form.handleSubmit(submitCredentials)} noValidate className="flex flex-col gap-4">
          <MethodToggle legend="Log in with" name={`${id}-method`} value={method} onChange={switchMethod} />
          <ContactField method={method} error={errors.identifier?.message} input={register("identifier")} />
          <Field label="Password" error={errors.password?.message}>
            {(p) => (
              <PasswordInput
                {...p}
                shown={showPassword}
                onToggle={() => setShowPassword((s) => !s)}
                autoComplete="current-password"
                {...register("password")}
                required
              />
            )}
          </Field>
          <div className="flex justify-end">
            <Link
              to={paths.forgotPassword}
              onClick={() => onLeave?.()}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              Forgot password?
            </Link>
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Logging in..." : "Log in"}
          </button>
          <p className="text-center text-sm text-muted">
            New to Ile?{" "}
            <Link
              to={signupPath}
              onClick={() => onLeave?.()}
              className="font-semibold text-brand-700 hover:underline"
            >
              Sign up
            </Link>
          </p>
        </form>
      ) : (
        <form onSubmit={submitCode} className="flex flex-col gap-4">
          <CodeInput value={code} onChange={setCode} autoFocus />
          <button type="submit" className="btn-primary" disabled={busy || code.length !== 6}>
            {busy ? "Verifying..." : "Verify and log in"}
          </button>
          <button type="button" className="btn-ghost" onClick={reset}>
            Back
          </button>
        </form>
      )}
    </>
  );
}
