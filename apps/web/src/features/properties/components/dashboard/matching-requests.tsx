/**
 * Dashboard → Matching requests (agents, landlords, developers, admins): what people are looking for that one
 * of my available listings matches (same rent/sale, state, town and category when given, price within the
 * budget, enough bedrooms). Admins see every request.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { FormMessage } from "@/components/ui/field";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import { matchingRequestsQuery } from "../../api/manage";
import { RequestCard } from "../request-card";
import { AnswerRequest } from "./answer-request";

export default function MatchingRequestsSection() {
  const [page, setPage] = useState(1);
  const list = useQuery(matchingRequestsQuery(page));
  return (
    <section aria-labelledby="matching-title" className="flex flex-col gap-4">
      <h2 id="matching-title" className="text-xl font-semibold">
        Matching requests
      </h2>
      <p className="text-sm text-muted">
        People looking for a property that one of your available listings matches.
      </p>
      {list.isPending ? (
        <p role="status">Loading requests...</p>
      ) : list.isError ? (
        <FormMessage kind="error">{(list.error as Error).message}</FormMessage>
      ) : list.data.data.length === 0 ? (
        <p className="card p-6 text-muted">
          No requests match your listings yet. Keep your{" "}
          <Link to={`${paths.dashboard}/listings`} className="font-semibold text-brand-700 underline">
            listings
          </Link>{" "}
          available and complete.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted">
            {list.data.meta.total} matching request{list.data.meta.total === 1 ? "" : "s"}
          </p>
          <ul className="flex flex-col gap-3">
            {list.data.data.map((r) => (
              <li key={r.id} className="flex flex-col gap-2">
                <RequestCard request={r} showRequester />
                <AnswerRequest requestId={r.id} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            lastPage={list.data.meta.last_page}
            onPage={setPage}
            label="Request pages"
            className="mt-4"
          />
        </>
      )}
    </section>
  );
}
