/**
 * The tenant's maintenance request: what is wrong, how urgent, and photos (ADR 0950). Checked with the contract's
 * schema, then by the server, each error on its field; the photos go to the request once it exists.
 */
import {
  MAINTENANCE_URGENCIES,
  MAINTENANCE_URGENCY_LABELS,
  MAX_MAINTENANCE_PHOTOS,
  maintenanceInputSchema,
} from "@ile/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { Field } from "@/components/ui/field";
import { errorText } from "@/lib/api-client";
import { setServerErrors, useSchemaForm } from "@/lib/form";
import { toast } from "@/lib/toast";
import { raiseMaintenance, uploadMaintenancePhotos } from "../api/tenancies";

type MaintenanceValues = z.input<typeof maintenanceInputSchema>;
const EMPTY: MaintenanceValues = { title: "", description: "", urgency: "normal" };

export function MaintenanceForm({ tenancyId }: { tenancyId: number }) {
  const qc = useQueryClient();
  const form = useSchemaForm(maintenanceInputSchema, { defaultValues: EMPTY });
  const { register } = form;
  const { errors } = form.formState;
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (values: MaintenanceValues) => {
      const r = await raiseMaintenance(tenancyId, values);
      if (files.length) await uploadMaintenancePhotos(r.data.id, files);
      return r;
    },
    onSuccess: (r) => {
      toast.success(r.message ?? "Sent");
      form.reset(EMPTY);
      setFiles([]);
      setError(null);
      qc.invalidateQueries({ queryKey: ["tenancies"] });
    },
    onError: (err) => {
      setServerErrors(form, err);
      setError(errorText(err));
    },
  });
  return (
    <form
      className="card flex flex-col gap-3 p-4"
      aria-label="Report a problem"
      noValidate
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
    >
      <h4 className="font-semibold">Report a problem</h4>
      <Field label="What is wrong" error={errors.title?.message} className="flex flex-col gap-3">
        {(p) => <input {...p} {...register("title")} className="input" maxLength={120} />}
      </Field>
      <Field label="Details" error={errors.description?.message} className="flex flex-col gap-3">
        {(p) => <textarea {...p} {...register("description")} className="input" maxLength={2000} />}
      </Field>
      <Field label="Urgency" error={errors.urgency?.message} className="flex flex-col gap-3">
        {(p) => (
          <select {...p} {...register("urgency")} className="input">
            {MAINTENANCE_URGENCIES.map((u) => (
              <option key={u} value={u}>
                {MAINTENANCE_URGENCY_LABELS[u]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={`Photos (up to ${MAX_MAINTENANCE_PHOTOS})`} className="flex flex-col gap-3">
        {(p) => (
          <input
            {...p}
            type="file"
            accept="image/*"
            multiple
            onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, MAX_MAINTENANCE_PHOTOS))}
          />
        )}
      </Field>
      {error ? (
        <p role="alert" className="text-negative">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={send.isPending}>
        Send to my landlord
      </button>
    </form>
  );
}
