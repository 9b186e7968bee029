/**
 * "Create a group" on /groups (issue 38; the API's POST /groups existed with no form): name, what it is about,
 * by place (with its state and town) or by interest, public or private. The creator becomes its owner and lands
 * on its page. Signed out, the button asks for a login and comes back here.
 */
import type { GROUP_KINDS, GROUP_VISIBILITIES } from "@ile/contract";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { FormMessage } from "@/components/ui/field";
import { paths } from "@/config/paths";
import { ApiError, messageOf } from "@/lib/api-client";
import { NIGERIAN_STATES } from "@/lib/nigeria";
import { useSessionUser } from "@/lib/session";
import { herePath, openLogin } from "@/lib/ui-store";
import { createGroup } from "../api/groups";

type GroupKind = (typeof GROUP_KINDS)[number];
type GroupVisibility = (typeof GROUP_VISIBILITIES)[number];

export function CreateGroup() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({
    name: "",
    description: "",
    kind: "interest" as GroupKind,
    state: "",
    city: "",
    visibility: "public" as GroupVisibility,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });

  if (!user)
    return (
      <button type="button" className="btn-outline self-start" onClick={() => openLogin(herePath())}>
        Log in to create a group
      </button>
    );
  if (!open)
    return (
      <button
        type="button"
        className="btn-primary self-start"
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        Create a group
      </button>
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setError(null);
    try {
      const place = form.kind === "place";
      const { group } = await createGroup({
        name: form.name,
        description: form.description,
        kind: form.kind,
        visibility: form.visibility,
        state: place ? form.state || null : null,
        city: place ? form.city || null : null,
      });
      navigate(paths.group(group.slug));
    } catch (err) {
      setErrors(err instanceof ApiError ? (err.fieldErrors ?? {}) : {});
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  const fieldError = (k: string) =>
    errors[k] ? (
      <span id={`${id}-${k}-error`} className="text-sm text-red-700">
        {errors[k]}
      </span>
    ) : null;
  const described = (k: string) => (errors[k] ? { "aria-describedby": `${id}-${k}-error` } : {});
  return (
    <form onSubmit={submit} className="card grid gap-3 p-4 sm:grid-cols-2" aria-label="Create a group">
      <h2 className="text-lg font-semibold sm:col-span-2">Create a group</h2>
      {error ? (
        <div className="sm:col-span-2">
          <FormMessage kind="error">{error}</FormMessage>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <label className="label" htmlFor={`${id}-name`}>
          Name
        </label>
        <input
          id={`${id}-name`}
          className="input"
          value={form.name}
          onChange={set("name")}
          required
          maxLength={80}
          {...described("name")}
        />
        {fieldError("name")}
      </div>
      <label className="label sm:col-span-2">
        What is it about?
        <textarea className="input" rows={3} value={form.description} onChange={set("description")} />
      </label>
      <label className="label">
        Kind
        <select className="input" value={form.kind} onChange={set("kind")}>
          <option value="interest">By interest</option>
          <option value="place">By place</option>
        </select>
      </label>
      <label className="label">
        Who can read it
        <select className="input" value={form.visibility} onChange={set("visibility")}>
          <option value="public">Public: anyone can read and join</option>
          <option value="private">Private: members you accept</option>
        </select>
      </label>
      {form.kind === "place" ? (
        <>
          <div>
            <label className="label" htmlFor={`${id}-state`}>
              State
            </label>
            <select
              id={`${id}-state`}
              className="input"
              value={form.state}
              onChange={set("state")}
              {...described("state")}
            >
              <option value="">Choose a state</option>
              {NIGERIAN_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {fieldError("state")}
          </div>
          <label className="label">
            Town
            <input className="input" value={form.city} onChange={set("city")} maxLength={60} />
          </label>
        </>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Creating..." : "Create group"}
        </button>
        <button type="button" className="btn-ghost" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
