/**
 * /caveat-notices (issue 38, ADR 0025): the published notices (caveats, changes of name, lost title documents),
 * filtered by place and title number in the URL, 4 at a time with "Load more". Linked from the Resources menu and
 * the footer; each notice opens at /notice/{type}/{slug}.
 */
import { NEWS_POST_TYPE_LABELS, NOTICE_TYPES, type NoticeType } from "@ile/contract";
import { Form, useSearchParams } from "react-router";
import { PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";
import type { PageQueries } from "@/lib/page-queries";
import { type NoticeFilters, noticesQuery } from "../api/caveat-notices";
import { NoticesList } from "../components/notices-list";

const isNoticeType = (t: string | null): t is NoticeType => NOTICE_TYPES.includes(t as NoticeType);

/** The list's filters from the URL: a notice type (caveats unless another is chosen), place, title number. */
export function noticeFilters(search: URLSearchParams): NoticeFilters {
  const type = search.get("type");
  const filters: NoticeFilters = { type: isNoticeType(type) ? type : "caveat" };
  const place = search.get("place")?.trim();
  const titleNumber = search.get("title_number")?.trim();
  if (place) filters.place = place;
  if (titleNumber) filters.title_number = titleNumber;
  return filters;
}

export const queries: PageQueries = ({ url }) => [noticesQuery(noticeFilters(url.searchParams))];

export function Component() {
  const [search] = useSearchParams();
  const filters = noticeFilters(search);
  const filtered = Boolean(filters.place || filters.title_number);
  return (
    <>
      <title>Caveat notices — Ile</title>
      <PageHeader
        title="Caveat notices"
        lead="Caveats, changes of name and lost title documents published on Ile. Check a plot's title number or its area before you pay."
      />
      <div className="container-page flex flex-col gap-6 py-6">
        <Form
          method="get"
          action={paths.caveatNotices}
          aria-label="Filter notices"
          className="card grid gap-3 p-4 sm:grid-cols-4 sm:items-end"
        >
          <div>
            <label htmlFor="notice-type" className="label">
              Notice
            </label>
            <select id="notice-type" name="type" className="input" defaultValue={filters.type}>
              {NOTICE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {NEWS_POST_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="notice-place" className="label">
              Place
            </label>
            <input
              id="notice-place"
              name="place"
              className="input"
              placeholder="e.g. Lekki"
              defaultValue={filters.place ?? ""}
            />
          </div>
          <div>
            <label htmlFor="notice-title-number" className="label">
              Title number
            </label>
            <input
              id="notice-title-number"
              name="title_number"
              className="input"
              placeholder="e.g. LA/2019/004512"
              defaultValue={filters.title_number ?? ""}
            />
          </div>
          <button type="submit" className="btn-primary">
            Show notices
          </button>
        </Form>
        <NoticesList
          key={search.toString()}
          filters={filters}
          empty={filtered ? "No notices match these filters." : "No notices published yet."}
        />
      </div>
    </>
  );
}
