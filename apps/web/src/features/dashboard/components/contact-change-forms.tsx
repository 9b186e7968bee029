/**
 * The forms of Dashboard → Profile → Contact (contact-change.tsx): loaded when one opens, so the profile's first
 * load carries no form kit or schemas (issue 48).
 */
import {
  type ChangeEmailInput,
  type ChangePhoneInput,
  changeEmailInputSchema,
  changePhoneInputSchema,
} from "@ile/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { CodeInput } from "@/components/ui/code-input";
import { Field, FormMessage } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { PhoneInput } from "@/components/ui/phone-input";
import { setServerErrors, useSchemaForm } from "@/lib/form";
import { formErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import {
  confirmPhoneChange,
  type Profile,
  profileQuery,
  requestEmailChange,
  requestPhoneChange,
} from "../api/profile";

function PasswordField({ error, ...input }: { error?: string } & UseFormRegisterReturn) {
  const [shown, setShown] = useState(false);
  return (
    <Field label="Current password" error={error} hint="We ask for it before the login details change.">
      {(p) => (
        <PasswordInput
          {...p}
          shown={shown}
          onToggle={() => setShown(!shown)}
          autoComplete="current-password"
          {...input}
          required
        />
      )}
    </Field>
  );
}

export function EmailForm({ current }: { current: string }) {
  const form = useSchemaForm(changeEmailInputSchema, { defaultValues: { email: "", current_password: "" } });
  const { errors } = form.formState;
  const ask = useMutation({
    mutationFn: (values: ChangeEmailInput) => requestEmailChange(values),
    onSuccess: () => form.resetField("current_password"),
    onError: (err) => setServerErrors(form, err),
  });
  const message = ask.isError ? formErrors(ask.error).message : null;
  return (
    <form
      id="change-email"
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit((values) => ask.mutate(values))}
      aria-label="Change email"
      noValidate
    >
      <p className="text-sm text-muted">
        Your email is {current}. We send a link to the new address; it becomes your email when you open it.
      </p>
      <Field label="New email" error={errors.email?.message}>
        {(p) => (
          <input
            {...p}
            className="input"
            type="email"
            autoComplete="email"
            {...form.register("email")}
            required
          />
        )}
      </Field>
      <PasswordField {...form.register("current_password")} error={errors.current_password?.message} />
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      {ask.isSuccess ? <FormMessage kind="success">{ask.data.message}</FormMessage> : null}
      <button type="submit" className="btn-primary self-start" disabled={ask.isPending}>
        {ask.isPending ? "Sending..." : "Send the link"}
      </button>
    </form>
  );
}

export function PhoneForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(changePhoneInputSchema, { defaultValues: { phone: "", current_password: "" } });
  const { errors } = form.formState;
  const [code, setCode] = useState("");
  const ask = useMutation({
    mutationFn: (values: ChangePhoneInput) => requestPhoneChange(values),
    onSuccess: () => form.resetField("current_password"),
    onError: (err) => setServerErrors(form, err),
  });
  const confirm = useMutation({
    mutationFn: () => confirmPhoneChange(code),
    onSuccess: async (r) => {
      toast.success(r.message);
      await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
      onDone();
    },
  });
  const askMessage = ask.isError ? formErrors(ask.error).message : null;
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
      onSubmit={form.handleSubmit((values) => ask.mutate(values))}
    >
      <p className="text-sm text-muted">We send a 6-digit code by SMS to the new number.</p>
      <Field label="New phone number" error={errors.phone?.message}>
        {(p) => <PhoneInput {...p} {...form.register("phone")} required />}
      </Field>
      <PasswordField {...form.register("current_password")} error={errors.current_password?.message} />
      {askMessage ? <FormMessage kind="error">{askMessage}</FormMessage> : null}
      <button type="submit" className="btn-primary self-start" disabled={ask.isPending}>
        {ask.isPending ? "Sending..." : "Send the code"}
      </button>
    </form>
  );
}
