/** Dashboard → Enquiries: messages people sent about my listings, newest first, with ways to answer them. */

import { enquiryMessages } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { Mail, Phone } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PagedList } from "@/components/paged-list";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { enquiriesQuery } from "../../api/manage";
import { EnquiryConversation } from "./enquiry-conversation";

export default function EnquiriesSection() {
  const [page, setPage] = useState(1);
  const list = useQuery(enquiriesQuery(page));
  return (
    <section aria-labelledby="enquiries-title" className="flex flex-col gap-4">
      <h2 id="enquiries-title" className="text-xl font-semibold">
        Enquiries
      </h2>
      <PagedList
        query={list}
        loading="Loading enquiries..."
        empty={
          <p className="card p-6 text-muted">
            No enquiries yet. They appear here when someone contacts you about a listing.
          </p>
        }
        pager={{ page, onPage: setPage, label: "Enquiry pages" }}
      >
        {(e) => (
          <li key={e.id}>
            <article className="card flex flex-col gap-2 p-4" aria-label={`Enquiry from ${e.name}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">{e.name}</h3>
                <span className="text-sm text-muted">{formatDate(e.created_at)}</span>
              </div>
              <p className="text-sm">
                About{" "}
                <Link to={paths.property(e.property.slug)} className="font-semibold text-brand-700 underline">
                  {e.property.title}
                </Link>
              </p>
              <p className="whitespace-pre-line">{e.message}</p>
              <div className="flex flex-wrap gap-2">
                <a
                  className="btn-outline"
                  href={`mailto:${e.email}?subject=${encodeURIComponent(`Re: ${e.property.title}`)}`}
                >
                  <Mail aria-hidden="true" className="size-4" /> {e.email}
                </a>
                {e.phone ? (
                  <a className="btn-outline" href={`tel:${e.phone.replace(/[^+\d]/g, "")}`}>
                    <Phone aria-hidden="true" className="size-4" /> {e.phone}
                  </a>
                ) : null}
              </div>
              <Conversation id={e.id} />
            </article>
          </li>
        )}
      </PagedList>
    </section>
  );
}

/** The conversation opens on demand, so the list loads no conversation it does not show. */
function Conversation({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold">{enquiryMessages.conversation}</summary>
      {open ? (
        <div className="mt-3">
          <EnquiryConversation id={id} />
        </div>
      ) : null}
    </details>
  );
}
