/** /providers/{id} (SPEC §2): the profile, photos of work, reviews, and "Request a quote". */
import { type JobInput, jobInputSchema, PROVIDER_CATEGORY_LABELS } from "@ile/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { BadgeCheck, MapPin, Phone, Star } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { checkPhotos } from "@/components/photo-upload";
import { QueryState } from "@/components/query-state";
import { Field } from "@/components/ui/field";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { ApiError, errorText } from "@/lib/api-client";
import { providersApi } from "@/lib/clients/providers";
import { bodySchema, setServerErrors, useSchemaForm } from "@/lib/form";
import { formatCount, formatDate, formatRating, NO_REVIEWS_YET } from "@/lib/format";
import type { PageQueries } from "@/lib/page-queries";
import { useSessionUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { herePath, openLogin } from "@/lib/ui-store";
import { providerQuery, providerReviewsQuery } from "../api/providers";

const valid = (id: string) => /^\d{1,9}$/.test(id);
export const queries: PageQueries = ({ params: { id = "" } }) =>
  valid(id) ? [providerQuery(id), providerReviewsQuery(id)] : [];

export function Component() {
  const { id = "" } = useParams();
  const provider = useQuery({ ...providerQuery(id), enabled: valid(id) });
  const reviews = useQuery({ ...providerReviewsQuery(id), enabled: valid(id) });
  if (!valid(id) || provider.isError)
    return (
      <>
        <title>Service provider not available — Ile</title>
        <PageHeader title="Service provider" />
        <EmptyState title="This provider is not available">
          <p role="alert">{provider.isError ? errorText(provider.error) : "Check the address."}</p>
          <Link to={paths.findServices} className="btn-primary mt-4">
            Find services
          </Link>
        </EmptyState>
      </>
    );
  if (provider.isPending) return <p className="container-page py-8">Loading...</p>;
  const p = provider.data;
  const label = PROVIDER_CATEGORY_LABELS[p.category as keyof typeof PROVIDER_CATEGORY_LABELS] ?? p.category;
  return (
    <>
      <title>{`${p.name} — ${label} in ${p.city} — Ile`}</title>
      <PageHeader title={p.name} lead={`${label} · ${p.speciality}`} />
      <div className="container-page grid gap-6 pb-12 lg:grid-cols-3">
        <section className="space-y-4 lg:col-span-2" aria-label="Profile">
          <div className="card space-y-2 p-4">
            {p.verified && (
              <p className="flex items-center gap-1 text-brand-700">
                <BadgeCheck aria-hidden="true" size={18} /> Verified identity
              </p>
            )}
            <p className="flex items-center gap-1">
              <MapPin aria-hidden="true" size={16} /> {p.location}
              {p.serviceAreas.length > 0 && ` · serves ${p.serviceAreas.join(", ")}`}
            </p>
            <p className="flex items-center gap-1">
              <Star aria-hidden="true" size={16} />
              {p.ratingCount > 0
                ? `${formatRating(p.ratings)} from ${formatCount(p.ratingCount, "review")}`
                : NO_REVIEWS_YET}
            </p>
            {p.pricing && <p>Prices: {p.pricing}</p>}
            {p.experience && <p>Experience: {p.experience}</p>}
            {p.availability && <p>Availability: {p.availability}</p>}
            {p.licenceNumber && (
              <p>
                {p.licenceBody} registration: {p.licenceNumber}
              </p>
            )}
            {/* No number, no call link (demo providers have none: issue 34, ADR 0300 addendum). */}
            {p.phone ? (
              <p className="flex items-center gap-1">
                <Phone aria-hidden="true" size={16} /> <a href={`tel:${p.phone}`}>{p.phone}</a>
                {p.phone2 && (
                  <>
                    {" · "}
                    <a href={`tel:${p.phone2}`}>{p.phone2}</a>
                  </>
                )}
              </p>
            ) : (
              <p className="text-sm text-muted">No phone number listed.</p>
            )}
            <p className="text-sm text-muted">
              On Ile since {formatDate(p.registrationDate)} · {p.views} views
            </p>
            {p.bankName && (
              <p className="text-sm">
                Your payout account (only you see this): {p.bankName} {p.accountNumber} · {p.paymentMethod}
              </p>
            )}
          </div>
          {p.bio && (
            <div className="card p-4">
              <h2 className="mb-2 font-semibold">About</h2>
              <p className="whitespace-pre-line">{p.bio}</p>
            </div>
          )}
          {p.photos.length > 0 && (
            <div className="card p-4">
              <h2 className="mb-2 font-semibold">Photos of work</h2>
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {p.photos.map((src) => (
                  <li key={src}>
                    <img src={src} alt={`Work by ${p.name}`} className="rounded" loading="lazy" />
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="card p-4">
            <h2 className="mb-2 font-semibold">Reviews</h2>
            <QueryState
              query={reviews}
              loading="Loading reviews…"
              error={(error) => <p role="alert">{errorText(error)}</p>}
              empty={<p>No reviews yet. Reviews come from customers with a completed job.</p>}
            >
              {(data) => (
                <ul className="space-y-3">
                  {data.data.map((r) => (
                    <li key={r.id} className="border-b border-line pb-2">
                      <p className="font-medium">
                        {r.author_name} · {r.rating}/5 · {formatDate(r.created_at)}
                      </p>
                      {r.comment && <p className="whitespace-pre-line">{r.comment}</p>}
                      {r.reply && <p className="mt-1 pl-3 text-sm text-muted">Reply: {r.reply}</p>}
                    </li>
                  ))}
                </ul>
              )}
            </QueryState>
          </div>
        </section>
        <RequestQuote
          providerId={Number(p.id)}
          providerUserId={p.userId}
          defaultState={p.state}
          defaultCity={p.city}
        />
      </div>
    </>
  );
}

interface JobValues {
  title: string;
  details: string;
  address: string;
  state: string;
  city: string;
  wanted_on: string;
  budget: string;
}
type JobField = keyof JobValues;

/** The POST /jobs body (the provider is added when sending): the budget typed in naira, the date if given. */
const toJobBody = (f: JobValues): Omit<JobInput, "provider_id"> => ({
  title: f.title,
  details: f.details,
  address: f.address,
  state: f.state,
  city: f.city,
  ...(f.wanted_on ? { wanted_on: f.wanted_on } : {}),
  budget: f.budget ? Number(f.budget.replace(/[^\d]/g, "")) : null,
});
const jobFormSchema = bodySchema(toJobBody, jobInputSchema.omit({ provider_id: true }));

function RequestQuote(props: {
  providerId: number;
  providerUserId: number;
  defaultState: string;
  defaultCity: string;
}) {
  const user = useSessionUser();
  const empty = (state: string, city: string): JobValues => ({
    title: "",
    details: "",
    address: "",
    state,
    city,
    wanted_on: "",
    budget: "",
  });
  const form = useSchemaForm(jobFormSchema, { defaultValues: empty(props.defaultState, props.defaultCity) });
  const {
    register,
    formState: { errors },
  } = form;
  const [photos, setPhotos] = useState<File[]>([]);
  const [photosError, setPhotosError] = useState<string | undefined>();
  // A new key empties the file input once the request is sent.
  const [photoKey, setPhotoKey] = useState(0);
  const send = useMutation({
    mutationFn: async (values: JobValues) => {
      const checked = photos.length ? checkPhotos(0, 10, photos) : { ok: [] };
      if ("error" in checked) throw new ApiError(422, checked.error, { errors: { photos: [checked.error] } });
      const sent = await providersApi.requestJob({ provider_id: props.providerId, ...toJobBody(values) });
      // The photos go through the listing image pipeline once the request exists.
      if (checked.ok.length) await providersApi.addJobPhotos(sent.data.id, checked.ok);
      return sent;
    },
    onSuccess: (r, values) => {
      toast.success(r.message);
      setPhotosError(undefined);
      setPhotos([]);
      setPhotoKey((k) => k + 1);
      form.reset(empty(values.state, values.city));
    },
    onError: (err) => {
      setServerErrors(form, err);
      setPhotosError(err instanceof ApiError ? err.fieldErrors.photos : undefined);
      toast.error(errorText(err));
    },
  });
  const submit = form.handleSubmit((values) => {
    setPhotosError(undefined);
    send.mutate(values);
  });
  const field = (name: JobField, label: string, type = "text") => (
    <Field label={label} error={errors[name]?.message}>
      {(p) => <input {...p} {...register(name)} type={type} className="input" />}
    </Field>
  );
  return (
    <aside className="card h-fit space-y-3 p-4" aria-labelledby="rq-title">
      <h2 id="rq-title" className="font-semibold">
        Request a quote
      </h2>
      {!user ? (
        <button type="button" className="btn-primary w-full" onClick={() => openLogin(herePath())}>
          Log in to request a quote
        </button>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          {field("title", "What do you need done?")}
          <Field label="Details" error={errors.details?.message}>
            {(p) => <textarea {...p} {...register("details")} className="input min-h-24" />}
          </Field>
          {field("address", "Address")}
          {field("city", "Town or area")}
          {field("state", "State")}
          {field("wanted_on", "When", "date")}
          {field("budget", "Budget (₦, optional)")}
          <Field label="Photos (optional, up to 10)" error={photosError}>
            {(p) => (
              <input
                {...p}
                key={photoKey}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                multiple
                className="text-sm"
                onChange={(e) => setPhotos(Array.from(e.target.files ?? []))}
              />
            )}
          </Field>
          <button type="submit" className="btn-primary w-full" disabled={send.isPending}>
            {send.isPending ? "Sending..." : "Send request"}
          </button>
          <p className="text-sm text-muted">
            Follow the provider's answer in your <Link to="/dashboard/jobs">dashboard</Link>.
          </p>
        </form>
      )}
    </aside>
  );
}
