/**
 * Create or edit a project with its unit types (prices typed in naira, sent as integer kobo): checked with the
 * contract's schema through lib/project-form.ts, then by the server, each error by its field.
 */
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES, type Project, type ProjectInput } from "@ile/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Field, FormMessage } from "@/components/ui/field";
import { errorText } from "@/lib/api-client";
import { CORRECT_FIELDS, setServerErrors, useSchemaForm } from "@/lib/form";
import { toast } from "@/lib/toast";
import { createProject, updateProject } from "../api/projects";
import { projectFieldOf, projectFormSchema, projectFormValues, toProjectBody } from "../lib/project-form";
import { UnitTypeFields } from "./unit-type-fields";

export function ProjectForm({ project, onDone }: { project: Project | null; onDone: () => void }) {
  const form = useSchemaForm(projectFormSchema, { defaultValues: projectFormValues(project) });
  const {
    register,
    formState: { errors },
  } = form;
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (input: ProjectInput) => (project ? updateProject(project.id, input) : createProject(input)),
    onSuccess: (r) => {
      toast.success(r.message ?? "Saved");
      onDone();
    },
    onError: (err) => setError(setServerErrors(form, err, projectFieldOf) ? CORRECT_FIELDS : errorText(err)),
  });

  const submit = form.handleSubmit(
    (values) => {
      setError(null);
      save.mutate(toProjectBody(values));
    },
    () => setError(CORRECT_FIELDS),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="card grid gap-3 p-4 sm:grid-cols-2"
      aria-label={project ? "Edit project" : "New project"}
    >
      <Field label="Project name" error={errors.name?.message} className="sm:col-span-2">
        {(p) => <input {...p} {...register("name")} className="input" required minLength={3} />}
      </Field>
      <Field label="Status" error={errors.status?.message}>
        {(p) => (
          <select {...p} {...register("status")} className="input">
            {PROJECT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PROJECT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Completion date" error={errors.completion_date?.message}>
        {(p) => <input {...p} {...register("completion_date")} type="date" className="input" />}
      </Field>
      <Field label="State" error={errors.state?.message}>
        {(p) => <input {...p} {...register("state")} className="input" required />}
      </Field>
      <Field label="Town or area" error={errors.city?.message}>
        {(p) => <input {...p} {...register("city")} className="input" required />}
      </Field>
      <Field label="Address" error={errors.address?.message} className="sm:col-span-2">
        {(p) => <input {...p} {...register("address")} className="input" />}
      </Field>
      <UnitTypeFields form={form} />
      <Field label="Payment plan" error={errors.payment_plan?.message} className="sm:col-span-2">
        {(p) => <textarea {...p} {...register("payment_plan")} className="input min-h-20 py-2" />}
      </Field>
      <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
        {(p) => <textarea {...p} {...register("description")} className="input min-h-28 py-2" />}
      </Field>
      {error ? (
        <div className="sm:col-span-2">
          <FormMessage kind="error">{error}</FormMessage>
        </div>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {project ? "Save changes" : "Create project"}
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
