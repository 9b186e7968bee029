/**
 * The landlord records rent paid offline on one installment (ADR 0950): the amount in naira, how it was paid and
 * when. Checked with the contract's schema (lib/offline-payment-form.ts), then by the server, each error on its
 * field; the receipt is issued and mailed by the server.
 */
import { OFFLINE_METHODS, PAYMENT_METHOD_LABELS } from "@ile/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { NairaInput } from "@/components/ui/naira-input";
import { errorText } from "@/lib/api-client";
import { CORRECT_FIELDS, setServerErrors, useSchemaForm } from "@/lib/form";
import { toast } from "@/lib/toast";
import { recordPayment } from "../api/tenancies";
import {
  offlinePaymentField,
  offlinePaymentFormSchema,
  offlinePaymentValues,
  toOfflinePaymentBody,
} from "../lib/offline-payment-form";

const COL = "flex flex-col gap-1";

export function OfflinePaymentForm({
  tenancyId,
  installmentId,
  owed,
  onDone,
}: {
  tenancyId: number;
  installmentId: number;
  /** What is still owed on the installment, in kobo: the amount the form opens with. */
  owed: number;
  onDone: () => void;
}) {
  const form = useSchemaForm(offlinePaymentFormSchema, { defaultValues: offlinePaymentValues(owed) });
  const {
    register,
    formState: { errors },
  } = form;
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof recordPayment>[1]) => recordPayment(tenancyId, body),
    onSuccess: (r) => {
      toast.success(r.message ?? "Recorded");
      onDone();
    },
    onError: (err) => {
      setServerErrors(form, err, offlinePaymentField);
      setError(errorText(err));
    },
  });
  const submit = form.handleSubmit(
    (values) => {
      setError(null);
      save.mutate({ installment_id: installmentId, ...toOfflinePaymentBody(values) });
    },
    () => setError(CORRECT_FIELDS),
  );
  return (
    <form className="card flex flex-col gap-3 p-4" aria-label="Record a payment" noValidate onSubmit={submit}>
      <Field label="Amount received" error={errors.amount?.message} className={COL}>
        {(p) => <NairaInput {...p} {...register("amount")} />}
      </Field>
      <Field label="How it was paid" error={errors.method?.message} className={COL}>
        {(p) => (
          <select {...p} {...register("method")} className="input">
            {OFFLINE_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Paid on" error={errors.paid_on?.message} className={COL}>
        {(p) => <input {...p} {...register("paid_on")} type="date" className="input" />}
      </Field>
      {error ? (
        <p role="alert" className="text-negative">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={save.isPending}>
        Record payment and issue receipt
      </button>
    </form>
  );
}
