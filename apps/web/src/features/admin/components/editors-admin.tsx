/**
 * Admin → Editorial → Editors (issue 21, ADR 0803): who works on the editorial desk. An admin adds a person by the
 * email of their account as a writer (writes, sends for review) or a publisher (also publishes and removes),
 * changes the role, or takes them off the desk; the server audits each change.
 */
import { EDITOR_ROLES, type EditorRole } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { QueryState } from "@/components/query-state";
import { FormMessage } from "@/components/ui/field";
import { formErrors } from "@/lib/form-errors";
import { formatDate } from "@/lib/format";
import { errorText } from "@/lib/http";
import { adminKeys } from "../api/admin";
import { editorsQuery, removeEditor, saveEditor } from "../api/editorial";

const ROLE_LABELS: Record<EditorRole, string> = { writer: "Writer", publisher: "Publisher" };

export function EditorsAdmin() {
  const qc = useQueryClient();
  const list = useQuery(editorsQuery());
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<EditorRole>("writer");
  const [error, setError] = useState<string | null>(null);
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: editorsQuery().queryKey });
    await qc.invalidateQueries({ queryKey: adminKeys.audit });
  };
  const save = useMutation({
    mutationFn: () => saveEditor(email.trim(), role),
    onSuccess: async (r) => {
      toast.success(r.message ?? "Editor saved");
      setEmail("");
      setError(null);
      await refresh();
    },
    onError: (err) => {
      const read = formErrors(err);
      setError(read.fields.email ?? read.fields.role ?? read.message);
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
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <div className="flex min-w-56 flex-1 flex-col gap-1">
          <label className="label" htmlFor="editor-email">
            Email of their account
          </label>
          <input
            id="editor-email"
            type="email"
            className="input"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "editor-error" : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label className="label" htmlFor="editor-role">
            Role
          </label>
          <select
            id="editor-role"
            className="input"
            value={role}
            onChange={(e) => setRole(e.target.value as EditorRole)}
          >
            {EDITOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary min-h-11" disabled={save.isPending}>
          Save editor
        </button>
        {error ? (
          <p id="editor-error" role="alert" className="w-full text-sm text-negative">
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
