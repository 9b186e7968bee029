/**
 * Dashboard → Profile → Contact: changing the login e-mail or phone (issue 38, ADR 0026). Each asks for the new
 * value and the current password; an e-mail changes when the link sent to the new address is opened, a phone
 * when the 6-digit code sent to the new number is entered here. Errors are the API's, on their fields.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { CodeInput } from "@/components/ui/code-input";
import { Field, FormMessage } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { PhoneInput } from "@/components/ui/phone-input";
import { formErrors } from "@/lib/form-errors";
import {
  confirmPhoneChange,
  type Profile,
  profileQuery,
  requestEmailChange,
  requestPhoneChange,
} from "../api/profile";

type Open = "email" | "phone" | null;

export function ContactChange({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState<Open>(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-outline"
          aria-expanded={open === "email"}
          aria-controls="change-email"
          onClick={() => setOpen(open === "email" ? null : "email")}
        >
          Change email
        </button>
        <button
          type="button"
          className="btn-outline"
          aria-expanded={open === "phone"}
          aria-controls="change-phone"
          onClick={() => setOpen(open === "phone" ? null : "phone")}
        >
          {profile.phone ? "Change phone number" : "Add a phone number"}
        </button>
      </div>
      {open === "email" ? <EmailForm current={String(profile.email ?? "")} /> : null}
      {open === "phone" ? <PhoneForm onDone={() => setOpen(null)} /> : null}
    </div>
  );
}

function PasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <Field label="Current password" error={error} hint="We ask for it before the login details change.">
      {(p) => (
        <PasswordInput
          {...p}
          shown={shown}
          onToggle={() => setShown(!shown)}
          autoComplete="current-password"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required
        />
      )}
    </Field>
  );
}

function EmailForm({ current }: { current: string }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const ask = useMutation({
    mutationFn: () => requestEmailChange({ email, current_password: password }),
    onSuccess: () => setPassword(""),
  });
  const errors = ask.isError ? formErrors(ask.error) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    ask.mutate();
  };
  return (
    <form
      id="change-email"
      className="flex flex-col gap-3"
      onSubmit={submit}
      aria-label="Change email"
      noValidate
    >
      <p className="text-sm text-muted">
        Your email is {current}. We send a link to the new address; it becomes your email when you open it.
      </p>
      <Field label="New email" error={errors?.fields.email}>
        {(p) => (
          <input
            {...p}
            className="input"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        )}
      </Field>
      <PasswordField value={password} onChange={setPassword} error={errors?.fields.current_password} />
      {errors?.message ? <FormMessage kind="error">{errors.message}</FormMessage> : null}
      {ask.isSuccess ? <FormMessage kind="success">{ask.data.message}</FormMessage> : null}
      <button type="submit" className="btn-primary self-start" disabled={ask.isPending}>
        {ask.isPending ? "Sending..." : "Send the link"}
      </button>
    </form>
  );
}

function PhoneForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const ask = useMutation({
    mutationFn: () => requestPhoneChange({ phone, current_password: password }),
    onSuccess: () => setPassword(""),
  });
  const confirm = useMutation({
    mutationFn: () => confirmPhoneChange(code),
    onSuccess: async (r) => {
      toast.success(r.message);
      await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
      onDone();
    },
  });
  const askErrors = ask.isError ? formErrors(ask.error) : null;
  const codeErrors = confirm.isError ? formErrors(confirm.error) : null;

  if (ask.isSuccess)
    return (
      <form
        id="change-phone"
        className="flex flex-col gap-3"
        aria-label="Change phone number"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.length === 6) confirm.mutate();
        }}
      >
        <FormMessage kind="success">{ask.data.message}</FormMessage>
        <CodeInput value={code} onChange={setCode} error={codeErrors?.fields.code} autoFocus />
        {codeErrors?.message ? <FormMessage kind="error">{codeErrors.message}</FormMessage> : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={code.length !== 6 || confirm.isPending}>
            {confirm.isPending ? "Checking..." : "Change my phone number"}
          </button>
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              ask.reset();
              confirm.reset();
              setCode("");
            }}
          >
            Use another number
          </button>
        </div>
      </form>
    );
  return (
    <form
      id="change-phone"
      className="flex flex-col gap-3"
      aria-label="Change phone number"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        ask.mutate();
      }}
    >
      <p className="text-sm text-muted">We send a 6-digit code by SMS to the new number.</p>
      <Field label="New phone number" error={askErrors?.fields.phone}>
        {(p) => <PhoneInput {...p} value={phone} onChange={(e) => setPhone(e.target.value)} required />}
      </Field>
      <PasswordField value={password} onChange={setPassword} error={askErrors?.fields.current_password} />
      {askErrors?.message ? <FormMessage kind="error">{askErrors.message}</FormMessage> : null}
      <button type="submit" className="btn-primary self-start" disabled={ask.isPending}>
        {ask.isPending ? "Sending..." : "Send the code"}
      </button>
    </form>
  );
}
