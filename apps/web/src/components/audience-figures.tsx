/**
 * Live figures for the audience pages (/tenant, /landlords, /property-management; issue 24): listings, people and
 * median rents from the data (GET /api/property-management/figures). Presentational: each page fetches them.
 */
import type { AudienceFigures as Figures } from "@ile/contract";
import { formatKobo, formatNumber } from "@/lib/format";

export function AudienceFigures({ figures }: { figures: Figures }) {
  const stats = [
    ["Homes to rent", figures.rent_listings],
    ["Homes for sale", figures.sale_listings],
    ["Landlords", figures.landlords],
    ["Tenants", figures.tenants],
    ["Tenancies managed", figures.tenancies],
  ] as const;
  return (
    <section aria-labelledby="figures-title" className="flex flex-col gap-4">
      <h2 id="figures-title" className="text-lg font-semibold">
        Ile today
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {stats.map(([label, n]) => (
          <div key={label} className="card p-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-xl font-semibold" data-testid={`figure-${label}`}>
              {formatNumber(n)}
            </dd>
          </div>
        ))}
      </dl>
      {figures.median_rents.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="text-left font-semibold">Median rent a year by bedrooms</caption>
            <thead>
              <tr className="text-left text-muted">
                <th scope="col">Bedrooms</th>
                <th scope="col">Median rent</th>
                <th scope="col">Listings</th>
              </tr>
            </thead>
            <tbody>
              {figures.median_rents.map((r) => (
                <tr key={r.bedrooms} className="border-t border-line">
                  <td>{r.bedrooms}</td>
                  <td>{formatKobo(r.median_yearly_kobo)}</td>
                  <td>{formatNumber(r.listings)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {figures.city_rents.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="text-left font-semibold">
              Median rent a year where most homes are listed
            </caption>
            <thead>
              <tr className="text-left text-muted">
                <th scope="col">Area</th>
                <th scope="col">Median rent</th>
                <th scope="col">Listings</th>
              </tr>
            </thead>
            <tbody>
              {figures.city_rents.map((r) => (
                <tr key={r.city} className="border-t border-line">
                  <td>{r.city}</td>
                  <td>{formatKobo(r.median_yearly_kobo)}</td>
                  <td>{formatNumber(r.listings)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
