/**
 * Dashboard › My projects (developers and admins, ADR 0250): create and edit projects with their unit types
 * (prices typed in naira, sent in kobo), upload or remove brochure images (up to 20), delete.
 */
import { PROJECT_STATUS_LABELS, type Project } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/api-client";
import { formatKobo, formatPlace } from "@/lib/format";
import { toast } from "@/lib/toast";
import { deleteProject, myProjectsQuery } from "../api/projects";
import { ProjectForm } from "./project-form";
import { ProjectImages } from "./project-images";

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
      <QueryState
        query={list}
        loading="Loading your projects..."
        error={(error) => (
          <p role="alert" className="text-negative">
            {errorText(error)}
          </p>
        )}
        empty={<p className="text-muted">You have not listed a project yet.</p>}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.data.map((p) => (
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
                <ProjectImages project={p} onChange={refresh} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {list.data ? <Pagination page={page} lastPage={list.data.meta.last_page} onPage={setPage} /> : null}
    </section>
  );
}
