/**
 * Admin → Editorial → Editors (issue 21, ADR 0803): who works on the editorial desk. An admin adds a person by the
 * email of their account as a writer (writes, sends for review) or a publisher (also publishes and removes),
 * changes the role, or takes them off the desk; the server audits each change.
 */
import { EDITOR_ROLES, type EditorRole, editorInputSchema } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { QueryState } from "@/components/query-state";
import { Field, FormMessage } from "@/components/ui/field";
import { setServerErrors, useSchemaForm } from "@/lib/form";
import { formatDate } from "@/lib/format";
import { errorText } from "@/lib/http";
import { toast } from "@/lib/toast";
import { adminKeys } from "../api/admin";
import { editorsQuery, removeEditor, saveEditor } from "../api/editorial";

const ROLE_LABELS: Record<EditorRole, string> = { writer: "Writer", publisher: "Publisher" };

export function EditorsAdmin() {
  const qc = useQueryClient();
  const list = useQuery(editorsQuery());
  const form = useSchemaForm(editorInputSchema, { defaultValues: { email: "", role: "writer" } });
  const {
    register,
    formState: { errors },
  } = form;
  const [error, setError] = useState<string | null>(null);

  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: editorsQuery().queryKey });
    await qc.invalidateQueries({ queryKey: adminKeys.audit });
  };
  const save = useMutation({
    mutationFn: ({ email, role }: z.input<typeof editorInputSchema>) => saveEditor(email.trim(), role),
    onSuccess: async (r, { role }) => {
      toast.success(r.message ?? "Editor saved");
      form.reset({ email: "", role });
      setError(null);
      await refresh();
    },
    onError: (err) => {
      setServerErrors(form, err);
      setError(errorText(err));
    },
  });

  async function remove(userId: number) {
    try {
      toast.success((await removeEditor(userId)).message);
      await refresh();
    } catch (err) {
      toast.error(errorText(err));
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <form
        aria-label="Add an editor"
        noValidate
        className="card flex flex-wrap items-end gap-3 p-4"
        onSubmit={form.handleSubmit((values) => {
          setError(null);
          save.mutate(values);
        })}
      >
        <Field
          label="Email of their account"
          error={errors.email?.message}
          className="flex min-w-56 flex-1 flex-col gap-1"
        >
          {(p) => <input {...p} {...register("email")} type="email" className="input" />}
        </Field>
        <Field label="Role" error={errors.role?.message} className="flex flex-col gap-1">
          {(p) => (
            <select {...p} {...register("role")} className="input">
              {EDITOR_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="btn-primary min-h-11" disabled={save.isPending}>
          Save editor
        </button>
        {error ? (
          <p role="alert" className="w-full text-sm text-negative">
            {error}
          </p>
        ) : null}
      </form>
      <QueryState
        query={list}
        loading="Loading editors..."
        error={(error) => <FormMessage kind="error">{errorText(error)}</FormMessage>}
        empty={
          <p className="text-muted">
            No one is on the desk yet: admins publish; add writers and publishers here.
          </p>
        }
      >
        {(data) => (
          <ul className="flex flex-col gap-2" aria-label="Editors">
            {data.map((e) => (
              <li key={e.user_id} className="card flex flex-wrap items-center gap-3 p-3" aria-label={e.name}>
                <span className="font-medium">{e.name}</span>
                <span className="text-sm text-muted">
                  {e.email} · {ROLE_LABELS[e.role]} since {formatDate(e.since)}
                </span>
                <button
                  type="button"
                  className="btn-outline ml-auto min-h-11"
                  aria-label={`Take ${e.name} off the desk`}
                  onClick={() => remove(e.user_id)}
                >
                  Take off the desk
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
