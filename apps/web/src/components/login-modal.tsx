/**
 * SPEC §2/§4 login modal: opens over any page (and by itself when a session cannot be refreshed), closes on an
 * outside click or Escape. Credentials (email or phone) → logged in, or a 6-digit code step, or a pending
 * account sent to /verify-account. Any failure in the code step returns to the credentials and clears both.
 */
import { messages } from "@ile/contract";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { CodeInput } from "@/components/ui/code-input";
import { MethodToggle } from "@/components/ui/method-toggle";
import { PasswordInput } from "@/components/ui/password-input";
import { paths } from "@/config/paths";
import { type LoginMethod, login, loginErrorMessage, verifyLogin } from "@/lib/login";
import { closeLogin, useUiState } from "@/lib/ui-store";

type Step = { kind: "credentials" } | { kind: "code"; sessionToken: string };

export function Component() {
  const { loginOpen, redirectTo } = useUiState();
  const navigate = useNavigate();
  const id = useId();
  const [method, setMethod] = useState<LoginMethod>("email");
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [step, setStep] = useState<Step>({ kind: "credentials" });
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function reset() {
    setStep({ kind: "credentials" });
    setCode("");
    setPassword("");
    setError(null);
    setBusy(false);
  }

  function finish() {
    toast.success(messages.session.loginSuccess);
    closeLogin();
    reset();
    setIdentifier("");
    navigate(redirectTo ?? paths.dashboard);
  }

  function switchMethod(next: LoginMethod) {
    if (next === method) return;
    setMethod(next);
    setIdentifier(""); // SPEC §4: toggling clears the identifier
    setError(null);
  }

  async function submitCredentials(e: FormEvent) {
    e.preventDefault();
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
        closeLogin();
        reset();
        // How the person logged in tells /verify-account what applies (a phone gets the SMS code form).
        const by = method === "phone" ? { phone: identifier.trim() } : { email: identifier.trim() };
        navigate(paths.verifyAccount, { state: { userId: outcome.userId, ...by } });
      }
    } catch (err) {
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
    <Dialog.Root
      open={loginOpen}
      onOpenChange={(open) => {
        if (!open) {
          closeLogin();
          reset();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-surface p-6 shadow-[var(--shadow-pop)]"
          aria-describedby={`${id}-desc`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold">
                {step.kind === "code" ? "Enter your login code" : "Log in to Ile"}
              </Dialog.Title>
              <Dialog.Description id={`${id}-desc`} className="mt-1 text-sm text-muted">
                {step.kind === "code"
                  ? "We sent a 6-digit code to your email or phone. It expires in 10 minutes."
                  : "Use the email address or phone number you registered with."}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-brand-50"
              aria-label="Close"
            >
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>

          {error ? (
            <p
              role="alert"
              className="mb-4 rounded-[var(--radius-control)] bg-status-sold/10 px-3 py-2 text-sm text-negative"
            >
              {error}
            </p>
          ) : null}

          {step.kind === "credentials" ? (
            <form onSubmit={submitCredentials} className="flex flex-col gap-4">
              <MethodToggle
                legend="Log in with"
                name={`${id}-method`}
                value={method}
                onChange={switchMethod}
              />
              <div>
                <label htmlFor={`${id}-identifier`} className="label">
                  {method === "email" ? "Email address" : "Phone number"}
                </label>
                <input
                  id={`${id}-identifier`}
                  className="input"
                  type={method === "email" ? "email" : "tel"}
                  autoComplete={method === "email" ? "email" : "tel"}
                  placeholder={method === "email" ? "you@example.com" : "+2348012345678"}
                  value={identifier}
                  onChange={(e) => setIdentifier(e.target.value)}
                  required
                />
              </div>
              <div>
                <label htmlFor={`${id}-password`} className="label">
                  Password
                </label>
                <PasswordInput
                  id={`${id}-password`}
                  shown={showPassword}
                  onToggle={() => setShowPassword((s) => !s)}
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  required
                />
              </div>
              <div className="flex justify-end">
                <Link
                  to={paths.forgotPassword}
                  onClick={() => closeLogin()}
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
                  to={paths.signup}
                  onClick={() => closeLogin()}
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
