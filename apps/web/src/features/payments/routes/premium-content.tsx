/**
 * /premium-content (SPEC §4, §6): behind the paywall guard (admins pass; others are checked by a one-result
 * search on the server). The content is the market report: median and middle-half asking prices by town and
 * bedrooms from the live listings on Ile; the server checks the plan again for the report itself. A member
 * without the plan sees what the report is, a preview and the plans that include it (issue 17, ADR 0017).
 * The report's two selects are not on the form kit (issue 39): view filters applied as they change, not data entry.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { AccessGuard } from "@/components/access-guard";
import { QueryState } from "@/components/query-state";
import { PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { formatCurrency, formatPlace, formatRent } from "@/lib/format";
import { failureMessage, marketReportQuery } from "../api/payments";
import { Paywall } from "../components/paywall";

function MarketReport() {
  const [type, setType] = useState<"rent" | "sale">("rent");
  const [state, setState] = useState("Lagos");
  const report = useQuery(marketReportQuery(type, state));
  const rows = report.data?.rows ?? [];
  return (
    <div className="container-page space-y-6 py-8">
      <form className="flex flex-wrap items-end gap-4" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor="report-type" className="label">
            Listings
          </label>
          <select
            id="report-type"
            className="input"
            value={type}
            onChange={(e) => setType(e.target.value as "rent" | "sale")}
          >
            <option value="rent">For rent (per year)</option>
            <option value="sale">For sale</option>
          </select>
        </div>
        <div>
          <label htmlFor="report-state" className="label">
            State
          </label>
          <select
            id="report-state"
            className="input"
            value={state}
            onChange={(e) => setState(e.target.value)}
          >
            <option value="">All states</option>
            {["Lagos", "Abuja", "Ogun", "Rivers", "Oyo", "Enugu"].map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
      </form>
      <QueryState
        query={report}
        loading="Loading the report..."
        error={(error) => <p role="alert">{failureMessage(error, "The report could not be loaded")}</p>}
        isEmpty={() => rows.length === 0}
        empty={
          <p className="text-muted">
            Not enough listings here yet: a town shows once it has 3 listings of a size.
          </p>
        }
      >
        {(data) => (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="mb-2 text-left text-muted">
                {rows.length} groups of 3 or more listings. The middle half of asking prices lies between the
                two quartiles.
              </caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-3">
                    Town
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Bedrooms
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Listings
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Median
                  </th>
                  <th scope="col" className="py-2">
                    Middle half
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.state}-${r.city}-${r.bedrooms}`} className="border-b border-line/60">
                    <td className="py-2 pr-3">{formatPlace(r.city, r.state)}</td>
                    <td className="py-2 pr-3">{r.bedrooms}</td>
                    <td className="py-2 pr-3">{r.listings}</td>
                    <td className="py-2 pr-3 font-medium">{formatRent(r.median, data.period)}</td>
                    <td className="py-2">
                      {formatCurrency(r.p25)} – {formatCurrency(r.p75)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      <p className="text-sm text-muted">
        Want an estimate for one property? Try the{" "}
        <Link to={paths.valuation} className="underline">
          valuation tool
        </Link>
        .
      </p>
    </div>
  );
}

export function Component() {
  return (
    <>
      <title>Premium market report — Ile</title>
      <PageHeader
        title="Premium content: market report"
        lead="What homes are listed for, town by town, from the listings on Ile."
      />
      <AccessGuard
        paywall
        paymentRequired={
          <Paywall what="The market report">
            <p className="max-w-prose text-muted">
              The median and the middle half of asking prices for every town with at least 3 listings of a
              size, by number of bedrooms, for rent (per year) and for sale, in each state, from the live
              listings on Ile.
            </p>
          </Paywall>
        }
      >
        <MarketReport />
      </AccessGuard>
    </>
  );
}
