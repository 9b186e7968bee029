/**
 * Dashboard → Profile → Edit: every field of the person's role in its group, checked with the contract's profile
 * schema, then by the server (each error by its field), and a new picture sent after the fields.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { Field, FormMessage } from "@/components/ui/field";
import { CORRECT_FIELDS, setServerErrors, useSchemaForm } from "@/lib/form";
import { toast } from "@/lib/toast";
import { type Profile, profileQuery, saveProfile } from "../api/profile";
import { groupsFor } from "../lib/profile-fields";
import { profileFormSchema, profileFormValues, toProfileBody } from "../lib/profile-form";
import { Control } from "./profile-control";

export function ProfileForm({
  profile,
  onDone,
  focus,
}: {
  profile: Profile;
  onDone: () => void;
  /** The field to put the cursor in first (the profile's "Add …" prompts open the form at their field). */
  focus?: string;
}) {
  const queryClient = useQueryClient();
  const groups = groupsFor(profile.role);
  const schema = useMemo(() => profileFormSchema(profile.role), [profile.role]);
  const form = useSchemaForm(schema, { defaultValues: profileFormValues(profile.role, profile) });
  const { errors } = form.formState;
  const [picture, setPicture] = useState<File | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens
  useEffect(() => {
    if (focus) form.setFocus(focus);
  }, []);
  const [message, setMessage] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => saveProfile(body, picture),
    onSuccess: (data) => {
      queryClient.setQueryData(profileQuery.queryKey, data);
      toast.success("Profile updated.");
      onDone();
    },
    onError: (err) => setMessage(setServerErrors(form, err) ? CORRECT_FIELDS : err.message),
  });

  const submit = form.handleSubmit(
    (values) => {
      setMessage(null);
      save.mutate(toProfileBody(profile.role, values));
    },
    () => setMessage(CORRECT_FIELDS),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="card flex flex-col gap-5 p-4 sm:p-5"
      aria-label="Edit profile"
    >
      <h3 className="font-semibold">Edit profile</h3>
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <Field
        label="Profile picture"
        error={errors.profile_picture?.message}
        hint="JPEG, PNG or WebP, up to 10 MB."
      >
        {(p) => (
          <input
            {...p}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => setPicture(e.target.files?.[0] ?? null)}
            className="block w-full text-sm"
          />
        )}
      </Field>
      {groups.map((g) => (
        <fieldset key={g.id} className="flex flex-col gap-4 border-t border-line pt-4">
          <legend className="pr-2 text-base font-semibold">{g.title}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {g.fields.map((f) => (
              <Field
                key={f.key}
                label={f.label}
                hint={f.hint}
                error={errors[f.key]?.message}
                className={f.type === "textarea" || f.type === "tags" ? "sm:col-span-2" : undefined}
              >
                {(p) => (
                  <Controller
                    control={form.control}
                    name={f.key}
                    render={({ field }) => (
                      <Control
                        field={f}
                        props={p}
                        inputRef={field.ref}
                        value={field.value ?? ""}
                        onChange={field.onChange}
                      />
                    )}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save profile"}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
