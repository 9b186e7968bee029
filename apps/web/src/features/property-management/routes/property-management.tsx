/**
 * /property-management (issue 24): what Ile's property management does, live figures, and the request form that
 * starts it (POST /api/property-management/requests; a confirmation is emailed).
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { AudienceFigures } from "@/components/audience-figures";
import { PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/api-client";
import type { PageQueries } from "@/lib/page-queries";
import { figuresQuery, sendManagementRequest } from "../api/tenancies";

export const queries: PageQueries = () => [figuresQuery()];

const SERVICES = [
  [
    "Rent collection",
    "A rent schedule for every tenancy, reminders before rent falls due, online payment and receipts for both sides.",
  ],
  [
    "Tenancies by the law",
    "Notice to quit and renewals with the periods of the Lagos State Tenancy Law 2011, s.13, and fees checked against s.4.",
  ],
  [
    "Repairs",
    "Tenants report problems with photos; each job goes to a service provider and is followed until it is done.",
  ],
  ["One record", "Every unit, tenancy, payment and repair in your dashboard, whoever manages it."],
] as const;

export function Component() {
  const figures = useQuery(figuresQuery());
  const [f, setF] = useState({ name: "", email: "", phone: "", city: "", units: "1", message: "" });
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      sendManagementRequest({
        name: f.name,
        email: f.email,
        phone: f.phone || undefined,
        city: f.city,
        units: Number(f.units),
        message: f.message || undefined,
      }),
    onError: (err) => setError(errorText(err)),
  });
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF({ ...f, [k]: e.target.value });
  const input = (k: keyof typeof f, label: string, type = "text") => (
    <div className="flex flex-col gap-1">
      <label className="label" htmlFor={`pm-${k}`}>
        {label}
      </label>
      <input id={`pm-${k}`} type={type} className="input" value={f[k]} onChange={set(k)} />
    </div>
  );
  return (
    <>
      <title>Property management — Ile</title>
      <PageHeader
        title="Property management"
        lead="Rent collected, receipts issued, notices served by the law and repairs followed through, for one flat or a whole estate."
      >
        <Link to={`${paths.dashboard}/tenancies`} className="btn-outline">
          Manage my own tenancies
        </Link>
      </PageHeader>
      <div className="container-page flex flex-col gap-8 py-6">
        <ul className="grid gap-3 sm:grid-cols-2">
          {SERVICES.map(([title, text]) => (
            <li key={title} className="card p-4">
              <h2 className="font-semibold">{title}</h2>
              <p className="text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
        {figures.data ? <AudienceFigures figures={figures.data} /> : null}
        <section aria-labelledby="pm-request" className="flex flex-col gap-3">
          <h2 id="pm-request" className="text-lg font-semibold">
            Ask us to manage your property
          </h2>
          {send.isSuccess ? (
            <p role="status" className="card p-4">
              {send.data.message}
            </p>
          ) : (
            <form
              className="card grid gap-3 p-4 sm:grid-cols-2"
              aria-labelledby="pm-request"
              onSubmit={(e) => {
                e.preventDefault();
                setError(null);
                send.mutate();
              }}
            >
              {input("name", "Your name")}
              {input("email", "Email", "email")}
              {input("phone", "Phone (optional)", "tel")}
              {input("city", "City or area of the property")}
              {input("units", "Number of units", "number")}
              <div className="flex flex-col gap-1 sm:col-span-2">
                <label className="label" htmlFor="pm-message">
                  Anything we should know (optional)
                </label>
                <textarea id="pm-message" className="input" value={f.message} onChange={set("message")} />
              </div>
              {error ? (
                <p role="alert" className="text-negative sm:col-span-2">
                  {error}
                </p>
              ) : null}
              <button type="submit" className="btn-primary sm:col-span-2" disabled={send.isPending}>
                Send request
              </button>
            </form>
          )}
        </section>
      </div>
    </>
  );
}
