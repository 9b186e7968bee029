/**
 * Dashboard "Jobs and quotes": my requests and, for providers, the requests sent to me, each with its thread and
 * the steps its side may take (quote; accept or decline; mark done; cancel; review). "Become a provider" when the
 * account has no provider profile.
 */
import {
  type JobWire,
  PROVIDER_CATEGORIES,
  PROVIDER_CATEGORY_LABELS,
  type ProviderInput,
} from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "sonner";
import { PhotoUpload } from "@/components/photo-upload";
import { paths } from "@/config/paths";
import { errorText, providersApi } from "@/lib/api-client";
import { formatCurrency, formatDateTime } from "@/lib/format";
import { NIGERIAN_STATES } from "@/lib/nigeria";
import { myJobsQuery, myProviderQuery } from "../api/providers";
import { ProviderPanel } from "./provider-panel";

const STATE_LABEL: Record<JobWire["status"], string> = {
  requested: "Requested",
  quoted: "Quoted",
  accepted: "Accepted",
  done: "Done",
  cancelled: "Cancelled",
};

export default function MyJobs() {
  const me = useQuery(myProviderQuery());
  const jobs = useQuery(myJobsQuery());
  return (
    <div className="space-y-6">
      <section aria-labelledby="jobs-title">
        <h2 id="jobs-title" className="mb-3 text-lg font-semibold">
          Jobs and quotes
        </h2>
        {jobs.isError ? (
          <p role="alert">{errorText(jobs.error)}</p>
        ) : !jobs.data ? (
          <p>Loading…</p>
        ) : jobs.data.data.length === 0 ? (
          <p>
            No jobs yet. <Link to={paths.findServices}>Find a provider</Link> and request a quote.
          </p>
        ) : (
          <ul className="space-y-4">
            {jobs.data.data.map((j) => (
              <JobCard key={j.id} job={j} />
            ))}
          </ul>
        )}
      </section>
      {me.data === null && <BecomeProvider />}
      {me.data && <ProviderPanel me={me.data} />}
    </div>
  );
}

function JobCard({ job }: { job: JobWire }) {
  const qc = useQueryClient();
  const [amount, setAmount] = useState("");
  const [rating, setRating] = useState("5");
  const [comment, setComment] = useState("");
  const done = (r: { message: string }) => {
    toast.success(r.message);
    return qc.invalidateQueries({ queryKey: ["providers"] });
  };
  const fail = (err: unknown) => toast.error(errorText(err));
  const act = useMutation({
    mutationFn: (a: "accept" | "decline" | "done" | "cancel") => providersApi.act(job.id, a),
    onSuccess: done,
    onError: fail,
  });
  const quote = useMutation({
    mutationFn: () => providersApi.quote(job.id, { amount: Number(amount.replace(/[^\d]/g, "")), note: "" }),
    onSuccess: done,
    onError: fail,
  });
  const review = useMutation({
    mutationFn: () =>
      providersApi.review(job.provider.id, { job_id: job.id, rating: Number(rating), comment }),
    onSuccess: done,
    onError: fail,
  });
  const mine = job.role === "customer";
  const open = job.status === "requested" || job.status === "quoted" || job.status === "accepted";
  return (
    <li className="card space-y-2 p-4" aria-label={`Job ${job.title}`}>
      <p className="font-semibold">
        {job.title} · <span data-testid="job-status">{STATE_LABEL[job.status]}</span>
      </p>
      <p className="text-sm text-muted">
        {mine ? `Provider: ${job.provider.name}` : `Customer: ${job.customer.name}`} · {job.address},{" "}
        {job.city}
        {job.budget !== null && ` · budget ${formatCurrency(job.budget)}`}
        {job.quote !== null && ` · quote ${formatCurrency(job.quote)}`}
      </p>
      {job.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Photos of the job">
          {job.photos.map((src) => (
            <li key={src}>
              <img src={providersApi.photoUrl(src)} alt="" className="h-16 w-16 rounded object-cover" />
            </li>
          ))}
        </ul>
      )}
      {mine && open && (
        <PhotoUpload
          label="Add photos of the job"
          existing={job.photos.length}
          onUpload={async (files) => {
            await providersApi.addJobPhotos(job.id, files);
            await qc.invalidateQueries({ queryKey: ["providers"] });
          }}
        />
      )}
      <ol className="space-y-1 border-l border-line pl-3 text-sm">
        {job.events.map((e) => (
          <li key={e.id}>
            <span className="text-muted">{formatDateTime(e.created_at)}</span> · {e.author} {e.kind}
            {e.body && <span className="whitespace-pre-line">: {e.body}</span>}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        {!mine && (job.status === "requested" || job.status === "quoted") && (
          <form
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              quote.mutate();
            }}
          >
            <div>
              <label className="label" htmlFor={`quote-${job.id}`}>
                Your quote (₦)
              </label>
              <input
                id={`quote-${job.id}`}
                className="input"
                inputMode="numeric"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </div>
            <button type="submit" className="btn-primary">
              Send quote
            </button>
          </form>
        )}
        {mine && job.status === "quoted" && (
          <>
            <button type="button" className="btn-primary" onClick={() => act.mutate("accept")}>
              Accept quote
            </button>
            <button type="button" className="btn-outline" onClick={() => act.mutate("decline")}>
              Decline
            </button>
          </>
        )}
        {job.status === "accepted" && (
          <button type="button" className="btn-primary" onClick={() => act.mutate("done")}>
            Mark as done
          </button>
        )}
        {open && (
          <button type="button" className="btn-ghost" onClick={() => act.mutate("cancel")}>
            Cancel job
          </button>
        )}
      </div>
      {mine && job.status === "done" && !job.reviewed && (
        <form
          className="grid gap-2 sm:grid-cols-4"
          onSubmit={(e) => {
            e.preventDefault();
            review.mutate();
          }}
        >
          <div>
            <label className="label" htmlFor={`rating-${job.id}`}>
              Rating
            </label>
            <select
              id={`rating-${job.id}`}
              className="input"
              value={rating}
              onChange={(e) => setRating(e.target.value)}
            >
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <label className="label" htmlFor={`comment-${job.id}`}>
              Review
            </label>
            <input
              id={`comment-${job.id}`}
              className="input"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          </div>
          <div className="flex items-end">
            <button type="submit" className="btn-primary">
              Post review
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

function BecomeProvider() {
  const qc = useQueryClient();
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Sent here by sign-up's "I offer home services" or the home page: bring the form into view.
  useEffect(() => {
    if (hash === "#become-provider" && heading.current) {
      heading.current.scrollIntoView?.({ block: "start" });
      heading.current.focus();
    }
  }, [hash]);
  const [f, setF] = useState({
    name: "",
    category: "plumber",
    speciality: "",
    state: "Lagos",
    city: "",
    service_areas: "",
    email: "",
    phone: "",
    price_min: "",
    price_max: "",
    experience_years: "",
    bio: "",
    licence_number: "",
    availability: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => {
      const n = (v: string) => (v.trim() ? Number(v.replace(/[^\d]/g, "")) : null);
      const body: ProviderInput = {
        name: f.name,
        category: f.category as ProviderInput["category"],
        speciality: f.speciality,
        state: f.state,
        city: f.city,
        service_areas: f.service_areas
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
        email: f.email,
        phone: f.phone,
        price_min: n(f.price_min),
        price_max: n(f.price_max),
        experience_years: n(f.experience_years),
        bio: f.bio,
        availability: f.availability,
        ...(f.licence_number ? { licence_number: f.licence_number } : {}),
      };
      return providersApi.becomeProvider(body);
    },
    onSuccess: (r) => {
      toast.success(r.message);
      return qc.invalidateQueries({ queryKey: ["providers"] });
    },
    onError: (err) => {
      setErrors((err as { fieldErrors?: Record<string, string> }).fieldErrors ?? {});
      toast.error(errorText(err));
    },
  });
  const input = (name: keyof typeof f, label: string) => (
    <div>
      <label className="label" htmlFor={`bp-${name}`}>
        {label}
      </label>
      <input
        id={`bp-${name}`}
        className="input"
        value={f[name]}
        aria-invalid={Boolean(errors[name])}
        onChange={(e) => setF({ ...f, [name]: e.target.value })}
      />
      {errors[name] && (
        <p role="alert" className="text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <section id="become-provider" aria-labelledby="bp-title" className="card scroll-mt-20 p-4">
      <h2 id="bp-title" ref={heading} tabIndex={-1} className="mb-3 text-lg font-semibold">
        Become a provider
      </h2>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        {input("name", "Business or display name")}
        <div>
          <label className="label" htmlFor="bp-category">
            Trade
          </label>
          <select
            id="bp-category"
            className="input"
            value={f.category}
            onChange={(e) => setF({ ...f, category: e.target.value })}
          >
            {PROVIDER_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {PROVIDER_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        {input("speciality", "Speciality")}
        <div>
          <label className="label" htmlFor="bp-state">
            State
          </label>
          <select
            id="bp-state"
            className="input"
            value={f.state}
            onChange={(e) => setF({ ...f, state: e.target.value })}
          >
            {NIGERIAN_STATES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        {input("city", "Town or area")}
        {input("service_areas", "Other areas you serve (comma-separated)")}
        {input("email", "Email")}
        {input("phone", "Phone")}
        {input("price_min", "Lowest price (₦)")}
        {input("price_max", "Highest price (₦)")}
        {input("experience_years", "Years of experience")}
        {input("licence_number", "Licence or registration number (COREN, ARCON, NBA, SURCON)")}
        {input("availability", "Availability")}
        {input("bio", "About your work")}
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            Create provider profile
          </button>
        </div>
      </form>
    </section>
  );
}
