/**
 * /request-form (issue 4): a signed-in person posts what they are looking for (rent or sale, type, state and
 * town, budget, bedrooms, move-in date) to POST /api/property-requests; owners and agents whose listings match
 * see it in their dashboard. Field errors are shown by each field (checked here with the contract's schema,
 * then by the server). Signed out: a prompt to log in. Below the form: "My requests".
 */
import { useQuery } from "@tanstack/react-query";
import { LogIn } from "lucide-react";
import { useState } from "react";
import { QueryState } from "@/components/query-state";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import { useSessionUser } from "@/lib/session";
import { openLogin } from "@/lib/ui-store";
import { myRequestsQuery } from "../api/manage";
import { RequestCard } from "../components/request-card";
import { RequestForm } from "../components/request-form";

export function Component() {
  const user = useSessionUser();
  return (
    <>
      <title>Post a property request — Ile</title>
      <PageHeader
        title="Tell us what you are looking for"
        lead="Post a property request and let owners and agents with matching listings come to you."
      />
      {user ? (
        <div className="container-page grid gap-8 py-6 lg:grid-cols-[minmax(0,32rem)_1fr]">
          <RequestForm />
          <MyRequests />
        </div>
      ) : (
        <EmptyState title="Log in to post a request" icon={<LogIn className="size-10" />}>
          <p>
            Your request is shown to owners and agents whose listings match it, so they need to know who asks.
          </p>
          <button type="button" className="btn-primary mt-4" onClick={() => openLogin(paths.requestForm)}>
            Log in
          </button>
        </EmptyState>
      )}
    </>
  );
}

function MyRequests() {
  const [page, setPage] = useState(1);
  const mine = useQuery(myRequestsQuery(page));
  return (
    <section aria-labelledby="my-requests-title" className="flex flex-col gap-3">
      <h2 id="my-requests-title" className="text-lg font-semibold">
        My requests
      </h2>
      <QueryState
        query={mine}
        loading="Loading your requests..."
        empty={<p className="text-muted">You have not posted a request yet.</p>}
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-3">
              {data.data.map((r) => (
                <li key={r.id}>
                  <RequestCard request={r} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              lastPage={data.meta.last_page}
              onPage={setPage}
              label="Request pages"
              className="mt-4"
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
