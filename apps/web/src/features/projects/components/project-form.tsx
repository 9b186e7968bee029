/** Create or edit a project with its unit types (prices typed in naira, sent as integer kobo). */
import {
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type Project,
  type ProjectInput,
  type ProjectStatus,
} from "@ile/contract";
import { useMutation } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { FormMessage } from "@/components/ui/field";
import { NairaInput } from "@/components/ui/naira-input";
import { errorText } from "@/lib/api-client";
import { koboToNairaText, nairaToKobo, parseNaira } from "@/lib/money";
import { createProject, updateProject } from "../api/projects";

interface UnitDraft {
  key: number;
  name: string;
  bedrooms: string;
  naira: string;
  units: string;
}

let nextKey = 1;

export function ProjectForm({ project, onDone }: { project: Project | null; onDone: () => void }) {
  const [units, setUnits] = useState<UnitDraft[]>(
    project?.unit_types.map((u) => ({
      key: nextKey++,
      name: u.name,
      bedrooms: u.bedrooms === null ? "" : String(u.bedrooms),
      naira: koboToNairaText(u.price_kobo),
      units: u.units_available === null ? "" : String(u.units_available),
    })) ?? [{ key: nextKey++, name: "", bedrooms: "", naira: "", units: "" }],
  );
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (input: ProjectInput) => (project ? updateProject(project.id, input) : createProject(input)),
    onSuccess: (r) => {
      toast.success(r.message ?? "Saved");
      onDone();
    },
    onError: (err) => setError(errorText(err)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const text = (k: string) => String(f.get(k) ?? "").trim();
    const num = parseNaira;
    setError(null);
    save.mutate({
      name: text("name"),
      status: text("status") as ProjectStatus,
      state: text("state"),
      city: text("city"),
      address: text("address"),
      description: text("description"),
      payment_plan: text("payment_plan"),
      completion_date: text("completion_date") || null,
      unit_types: units.map((u) => ({
        name: u.name.trim(),
        bedrooms: num(u.bedrooms),
        price_kobo: nairaToKobo(u.naira) ?? Number.NaN,
        units_available: num(u.units),
      })),
    });
  }
  const setUnit = (i: number, patch: Partial<UnitDraft>) =>
    setUnits((list) => list.map((u, k) => (k === i ? { ...u, ...patch } : u)));

  return (
    <form
      onSubmit={submit}
      className="card grid gap-3 p-4 sm:grid-cols-2"
      aria-label={project ? "Edit project" : "New project"}
    >
      <div className="sm:col-span-2">
        <label className="label" htmlFor="pf-name">
          Project name
        </label>
        <input
          id="pf-name"
          name="name"
          className="input"
          required
          minLength={3}
          defaultValue={project?.name}
        />
      </div>
      <div>
        <label className="label" htmlFor="pf-status">
          Status
        </label>
        <select id="pf-status" name="status" className="input" defaultValue={project?.status ?? "off_plan"}>
          {PROJECT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PROJECT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="label" htmlFor="pf-date">
          Completion date
        </label>
        <input
          id="pf-date"
          name="completion_date"
          type="date"
          className="input"
          defaultValue={project?.completion_date ?? ""}
        />
      </div>
      <div>
        <label className="label" htmlFor="pf-state">
          State
        </label>
        <input id="pf-state" name="state" className="input" required defaultValue={project?.location.state} />
      </div>
      <div>
        <label className="label" htmlFor="pf-city">
          Town or area
        </label>
        <input id="pf-city" name="city" className="input" required defaultValue={project?.location.city} />
      </div>
      <div className="sm:col-span-2">
        <label className="label" htmlFor="pf-address">
          Address
        </label>
        <input id="pf-address" name="address" className="input" defaultValue={project?.location.address} />
      </div>
      <fieldset className="flex flex-col gap-3 sm:col-span-2">
        <legend className="label">Unit types and prices</legend>
        {units.map((u, i) => (
          <div
            key={u.key}
            className="grid gap-2 rounded border border-line p-3 sm:grid-cols-[2fr_1fr_1.5fr_1fr_auto]"
          >
            <div>
              <label className="label" htmlFor={`u-name-${i}`}>
                Unit type {i + 1}
              </label>
              <input
                id={`u-name-${i}`}
                className="input"
                value={u.name}
                onChange={(e) => setUnit(i, { name: e.target.value })}
                placeholder="e.g. 3 bedroom terrace"
              />
            </div>
            <div>
              <label className="label" htmlFor={`u-bed-${i}`}>
                Bedrooms
              </label>
              <input
                id={`u-bed-${i}`}
                className="input"
                inputMode="numeric"
                value={u.bedrooms}
                onChange={(e) => setUnit(i, { bedrooms: e.target.value })}
              />
            </div>
            <div>
              <label className="label" htmlFor={`u-price-${i}`}>
                Price (₦)
              </label>
              <NairaInput
                id={`u-price-${i}`}
                value={u.naira}
                onChange={(e) => setUnit(i, { naira: e.target.value })}
              />
            </div>
            <div>
              <label className="label" htmlFor={`u-units-${i}`}>
                Units available
              </label>
              <input
                id={`u-units-${i}`}
                className="input"
                inputMode="numeric"
                value={u.units}
                onChange={(e) => setUnit(i, { units: e.target.value })}
              />
            </div>
            <div className="flex items-end">
              <button
                type="button"
                className="btn-ghost"
                disabled={units.length === 1}
                onClick={() => setUnits((list) => list.filter((_, k) => k !== i))}
                aria-label={`Remove unit type ${i + 1}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
          </div>
        ))}
        <button
          type="button"
          className="btn-outline self-start"
          onClick={() =>
            setUnits((list) => [...list, { key: nextKey++, name: "", bedrooms: "", naira: "", units: "" }])
          }
        >
          <Plus aria-hidden="true" className="size-4" /> Add a unit type
        </button>
      </fieldset>
      <div className="sm:col-span-2">
        <label className="label" htmlFor="pf-plan">
          Payment plan
        </label>
        <textarea
          id="pf-plan"
          name="payment_plan"
          className="input min-h-20 py-2"
          defaultValue={project?.payment_plan}
        />
      </div>
      <div className="sm:col-span-2">
        <label className="label" htmlFor="pf-desc">
          Description
        </label>
        <textarea
          id="pf-desc"
          name="description"
          className="input min-h-28 py-2"
          defaultValue={project?.description}
        />
      </div>
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
