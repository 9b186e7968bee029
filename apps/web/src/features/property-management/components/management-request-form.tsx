/**
 * "Ask us to manage your property" (/property-management, issue 24): checked with the contract's schema, then by
 * the server (POST /api/property-management/requests), each error on its field; a confirmation is emailed.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { errorText } from "@/lib/api-client";
import { CORRECT_FIELDS, setServerErrors, useSchemaForm } from "@/lib/form";
import { sendManagementRequest } from "../api/tenancies";
import {
  emptyManagementRequest,
  type ManagementRequestValues,
  managementRequestFormSchema,
  toManagementRequestBody,
} from "../lib/management-request-form";

export function ManagementRequestForm({ labelledBy }: { labelledBy: string }) {
  const form = useSchemaForm(managementRequestFormSchema, { defaultValues: emptyManagementRequest });
  const { errors } = form.formState;
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: sendManagementRequest,
    onError: (err) => {
      setServerErrors(form, err);
      setError(errorText(err));
    },
  });
  const submit = form.handleSubmit(
    (values) => {
      setError(null);
      send.mutate(toManagementRequestBody(values));
    },
    () => setError(CORRECT_FIELDS),
  );
  const input = (k: keyof ManagementRequestValues, label: string, type = "text") => (
    <Field label={label} error={errors[k]?.message} className="flex flex-col gap-1">
      {(p) => <input {...p} {...form.register(k)} type={type} className="input" />}
    </Field>
  );
  if (send.isSuccess)
    return (
      <p role="status" className="card p-4">
        {send.data.message}
      </p>
    );
  return (
    <form
      className="card grid gap-3 p-4 sm:grid-cols-2"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={submit}
    >
      {input("name", "Your name")}
      {input("email", "Email", "email")}
      {input("phone", "Phone (optional)", "tel")}
      {input("city", "City or area of the property")}
      {input("units", "Number of units", "number")}
      <Field
        label="Anything we should know (optional)"
        error={errors.message?.message}
        className="flex flex-col gap-1 sm:col-span-2"
      >
        {(p) => <textarea {...p} {...form.register("message")} className="input" />}
      </Field>
      {error ? (
        <p role="alert" className="text-negative sm:col-span-2">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary sm:col-span-2" disabled={send.isPending}>
        Send request
      </button>
    </form>
  );
}
