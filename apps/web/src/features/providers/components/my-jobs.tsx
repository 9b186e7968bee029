/**
 * Dashboard "Jobs and quotes": my requests and, for providers, the requests sent to me, each with its thread and
 * the steps its side may take (job-card.tsx). Providers see their profile panel (photos of work, replies to
 * reviews); an account without a provider profile gets "Become a provider".
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/api-client";
import { myJobsQuery, myProviderQuery } from "../api/providers";
import { BecomeProvider } from "./become-provider";
import { JobCard } from "./job-card";
import { ProviderPanel } from "./provider-panel";

export default function MyJobs() {
  const me = useQuery(myProviderQuery());
  const jobs = useQuery(myJobsQuery());
  return (
    <div className="space-y-6">
      <section aria-labelledby="jobs-title">
        <h2 id="jobs-title" className="mb-3 text-lg font-semibold">
          Jobs and quotes
        </h2>
        <QueryState
          query={jobs}
          loading="Loading..."
          error={(error) => <p role="alert">{errorText(error)}</p>}
          empty={
            <p>
              No jobs yet. <Link to={paths.findServices}>Find a provider</Link> and request a quote.
            </p>
          }
        >
          {(data) => (
            <ul className="space-y-4">
              {data.data.map((j) => (
                <JobCard key={j.id} job={j} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      {me.data === null && <BecomeProvider />}
      {me.data && <ProviderPanel me={me.data} />}
    </div>
  );
}
