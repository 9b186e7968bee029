/**
 * Dashboard › My projects (developers and admins, ADR 0250): create and edit projects with their unit types
 * (prices typed in naira, sent in kobo), upload or remove brochure images (up to 20), delete.
 */
import {
  MAX_PROJECT_IMAGES,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type Project,
  type ProjectInput,
  type ProjectStatus,
} from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { FormMessage } from "@/components/ui/field";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/api-client";
import { formatKobo, formatPlace } from "@/lib/format";
import {
  createProject,
  deleteProject,
  myProjectsQuery,
  removeProjectImage,
  updateProject,
  uploadProjectImages,
} from "../api/projects";

export default function MyProjects() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Project | "new" | null>(null);
  const list = useQuery(myProjectsQuery(page));
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ["projects"] });
  const remove = useMutation({
    mutationFn: (id: number) => deleteProject(id),
    onSuccess: (r) => {
      toast.success(r.message);
      refresh();
    },
    onError: (err) => toast.error(errorText(err)),
  });

  return (
    <section aria-labelledby="my-projects-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-projects-title" className="text-xl font-semibold">
          My projects
        </h2>
        {editing === null ? (
          <button type="button" className="btn-primary" onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" className="size-4" /> New project
          </button>
        ) : null}
      </div>
      {editing !== null ? (
        <ProjectForm
          project={editing === "new" ? null : editing}
          onDone={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
      {list.isPending ? (
        <p role="status">Loading your projects...</p>
      ) : list.isError ? (
        <p role="alert" className="text-negative">
          {errorText(list.error)}
        </p>
      ) : list.data.data.length === 0 ? (
        <p className="text-muted">You have not listed a project yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.data.map((p) => (
            <li key={p.id} className="card flex flex-col gap-3 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <Link to={paths.project(p.id)} className="font-semibold hover:underline">
                    {p.name}
                  </Link>
                  <p className="text-sm text-muted">
                    {PROJECT_STATUS_LABELS[p.status]} · {formatPlace(p.location.city, p.location.state)} ·{" "}
                    {p.min_price_kobo === null ? "N/A" : `from ${formatKobo(p.min_price_kobo)}`}
                  </p>
                </div>
                <div className="flex gap-2">
                  <button type="button" className="btn-outline" onClick={() => setEditing(p)}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn-ghost text-negative"
                    onClick={() => {
                      if (window.confirm(`Delete "${p.name}"?`)) remove.mutate(p.id);
                    }}
                  >
                    Delete
                  </button>
                </div>
              </div>
              <Images project={p} onChange={refresh} />
            </li>
          ))}
        </ul>
      )}
      {list.data ? <Pagination page={page} lastPage={list.data.meta.last_page} onPage={setPage} /> : null}
    </section>
  );
}

function Images({ project, onChange }: { project: Project; onChange: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (files: File[]) => uploadProjectImages(project.id, files),
    onSuccess: () => {
      setError(null);
      onChange();
    },
    onError: (err) => setError(errorText(err)),
  });
  const remove = useMutation({
    mutationFn: (imageId: number) => removeProjectImage(project.id, imageId),
    onSuccess: onChange,
    onError: (err) => setError(errorText(err)),
  });
  return (
    <div className="flex flex-col gap-2">
      {project.images.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Brochure images of ${project.name}`}>
          {project.images.map((img, i) => (
            <li key={img.id} className="relative">
              <img
                src={img.sizes[0]?.url ?? img.url}
                alt={`Brochure ${i + 1} of ${project.name}`}
                className="size-20 rounded object-cover"
              />
              <button
                type="button"
                className="absolute right-0 top-0 flex size-11 items-start justify-end p-1"
                aria-label={`Remove image ${i + 1}`}
                onClick={() => remove.mutate(img.id)}
              >
                <Trash2 aria-hidden="true" className="size-5 rounded bg-surface p-0.5 text-negative" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label className="label" htmlFor={`images-${project.id}`}>
        Add brochure images ({project.images.length} of {MAX_PROJECT_IMAGES})
      </label>
      <input
        id={`images-${project.id}`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        disabled={upload.isPending || project.images.length >= MAX_PROJECT_IMAGES}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          if (files.length) upload.mutate(files);
          e.currentTarget.value = "";
        }}
      />
      {upload.isPending ? <p role="status">Uploading...</p> : null}
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
    </div>
  );
}

interface UnitDraft {
  key: number;
  name: string;
  bedrooms: string;
  naira: string;
  units: string;
}

let nextKey = 1;

function ProjectForm({ project, onDone }: { project: Project | null; onDone: () => void }) {
  const [units, setUnits] = useState<UnitDraft[]>(
    project?.unit_types.map((u) => ({
      key: nextKey++,
      name: u.name,
      bedrooms: u.bedrooms === null ? "" : String(u.bedrooms),
      naira: String(u.price_kobo / 100),
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
    const num = (s: string) => (s.trim() === "" ? null : Number(s.replace(/,/g, "")));
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
        price_kobo: Math.round((num(u.naira) ?? Number.NaN) * 100),
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
              <input
                id={`u-price-${i}`}
                className="input"
                inputMode="decimal"
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
