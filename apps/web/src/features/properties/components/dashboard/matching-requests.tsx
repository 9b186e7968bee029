/**
 * Dashboard → Matching requests (agents, landlords, developers, admins): what people are looking for that one
 * of my available listings matches (same rent/sale, state, town and category when given, price within the
 * budget, enough bedrooms). Admins see every request.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { PagedList } from "@/components/paged-list";
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
      <PagedList
        query={list}
        loading="Loading requests..."
        empty={
          <p className="card p-6 text-muted">
            No requests match your listings yet. Keep your{" "}
            <Link to={`${paths.dashboard}/listings`} className="font-semibold text-brand-700 underline">
              listings
            </Link>{" "}
            available and complete.
          </p>
        }
        before={(reply) => (
          <p className="text-sm text-muted">
            {reply.meta.total} matching request{reply.meta.total === 1 ? "" : "s"}
          </p>
        )}
        pager={{ page, onPage: setPage, label: "Request pages" }}
      >
        {(r) => (
          <li key={r.id} className="flex flex-col gap-2">
            <RequestCard request={r} showRequester />
            <AnswerRequest requestId={r.id} />
          </li>
        )}
      </PagedList>
    </section>
  );
}
