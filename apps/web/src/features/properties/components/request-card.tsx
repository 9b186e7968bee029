/** A property request (what someone is looking for) as a card: type, place, budget, bedrooms, move-in date. */
import { CATEGORY_LABELS, type PropertyCategory, type PropertyRequest } from "@ile/contract";
import { formatCurrency, formatDate, formatPlace } from "@/lib/format";

export function budgetText(r: Pick<PropertyRequest, "min_budget" | "max_budget">) {
  return r.min_budget
    ? `${formatCurrency(r.min_budget)} – ${formatCurrency(r.max_budget)}`
    : `Up to ${formatCurrency(r.max_budget)}`;
}

export function RequestCard({
  request: r,
  showRequester = false,
}: {
  request: PropertyRequest;
  showRequester?: boolean;
}) {
  const what = [
    r.bedrooms ? `${r.bedrooms}+ bedroom` : null,
    r.category ? (CATEGORY_LABELS[r.category as PropertyCategory] ?? r.category) : null,
    r.property_type,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <article className="card flex flex-col gap-2 p-4" aria-label={`Request ${r.id}`}>
      <h3 className="font-semibold">
        {what || "Any property"} for {r.listing_type}
      </h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted">Location: </dt>
          <dd className="inline">{formatPlace(r.city, r.state)}</dd>
        </div>
        <div>
          <dt className="inline text-muted">Budget: </dt>
          <dd className="inline">{budgetText(r)}</dd>
        </div>
        <div>
          <dt className="inline text-muted">Bedrooms: </dt>
          <dd className="inline">{r.bedrooms ?? "Any"}</dd>
        </div>
        <div>
          <dt className="inline text-muted">Move-in: </dt>
          <dd className="inline">
            {/* A calendar date: read it at local noon so no time zone moves it a day. */}
            {r.move_in_date ? formatDate(`${r.move_in_date}T12:00:00`) : "Any time"}
          </dd>
        </div>
        {showRequester ? (
          <div>
            <dt className="inline text-muted">Posted by: </dt>
            <dd className="inline">{r.requester.name}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline text-muted">Posted: </dt>
          <dd className="inline">{formatDate(r.created_at)}</dd>
        </div>
      </dl>
      {r.note ? <p className="whitespace-pre-line text-sm">{r.note}</p> : null}
    </article>
  );
}
