/**
 * The "Create a group" form itself (create-group.tsx loads it once a signed-in person opens it, so the public
 * /groups page stays zod-free, ADR 0022): checked with the contract's `groupInputSchema` on the body it sends
 * (`bodySchema`: a group by interest sends no place); a 422 lands on the same fields.
 */
import { type GROUP_KINDS, type GROUP_VISIBILITIES, groupInputSchema } from "@ile/contract";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Field, FormMessage } from "@/components/ui/field";
import { paths } from "@/config/paths";
import { messageOf } from "@/lib/api-client";
import { bodySchema, setServerErrors, useSchemaForm } from "@/lib/form";
import { NIGERIAN_STATES } from "@/lib/nigeria";
import { createGroup } from "../api/groups";

interface GroupValues {
  name: string;
  description: string;
  kind: (typeof GROUP_KINDS)[number];
  state: string;
  city: string;
  visibility: (typeof GROUP_VISIBILITIES)[number];
}
const EMPTY: GroupValues = {
  name: "",
  description: "",
  kind: "interest",
  state: "",
  city: "",
  visibility: "public",
};

/** The body sent: a group by place keeps its state and town (empty is null); one by interest has neither. */
const toBody = ({ kind, state, city, ...rest }: GroupValues): z.input<typeof groupInputSchema> => {
  const place = kind === "place";
  return { ...rest, kind, state: place ? state || null : null, city: place ? city || null : null };
};
const groupSchema = bodySchema(toBody, groupInputSchema);

export default function CreateGroupForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const form = useSchemaForm(groupSchema, { defaultValues: EMPTY });
  const {
    register,
    watch,
    formState: { errors, isSubmitting: busy },
  } = form;
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { group } = await createGroup(toBody(values) as Parameters<typeof createGroup>[0]);
      navigate(paths.group(group.slug));
    } catch (err) {
      setServerErrors(form, err);
      setError(messageOf(err));
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="card grid gap-3 p-4 sm:grid-cols-2"
      aria-label="Create a group"
    >
      <h2 className="text-lg font-semibold sm:col-span-2">Create a group</h2>
      {error ? (
        <div className="sm:col-span-2">
          <FormMessage kind="error">{error}</FormMessage>
        </div>
      ) : null}
      <Field label="Name" error={errors.name?.message} className="sm:col-span-2">
        {(p) => <input {...p} className="input" {...register("name")} required maxLength={80} />}
      </Field>
      <Field label="What is it about?" error={errors.description?.message} className="sm:col-span-2">
        {(p) => <textarea {...p} className="input" rows={3} {...register("description")} />}
      </Field>
      <Field label="Kind" error={errors.kind?.message}>
        {(p) => (
          <select {...p} className="input" {...register("kind")}>
            <option value="interest">By interest</option>
            <option value="place">By place</option>
          </select>
        )}
      </Field>
      <Field label="Who can read it" error={errors.visibility?.message}>
        {(p) => (
          <select {...p} className="input" {...register("visibility")}>
            <option value="public">Public: anyone can read and join</option>
            <option value="private">Private: members you accept</option>
          </select>
        )}
      </Field>
      {watch("kind") === "place" ? (
        <>
          <Field label="State" error={errors.state?.message}>
            {(p) => (
              <select {...p} className="input" {...register("state")}>
                <option value="">Choose a state</option>
                {NIGERIAN_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Town" error={errors.city?.message}>
            {(p) => <input {...p} className="input" {...register("city")} maxLength={60} />}
          </Field>
        </>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Creating..." : "Create group"}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
