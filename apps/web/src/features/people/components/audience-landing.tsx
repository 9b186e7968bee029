/** The top of /tenant and /landlords (issue 24): what the audience can do on Ile, live figures, calls to action. */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { AudienceFigures } from "@/components/audience-figures";
import { audienceFiguresQuery } from "../api/figures";

export function AudienceLanding({
  points,
  actions,
}: {
  points: string[];
  actions: { to: string; label: string; primary?: boolean }[];
}) {
  const figures = useQuery(audienceFiguresQuery());
  return (
    <div className="container-page flex flex-col gap-6 py-6">
      <ul className="grid gap-3 sm:grid-cols-2">
        {points.map((p) => (
          <li key={p} className="card p-4 text-sm">
            {p}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {actions.map((a) => (
          <Link key={a.to} to={a.to} className={a.primary ? "btn-primary" : "btn-outline"}>
            {a.label}
          </Link>
        ))}
      </div>
      {figures.data ? <AudienceFigures figures={figures.data} /> : null}
    </div>
  );
}
