/**
 * /payment/verify/{reference} (issue 6): the gateway brings the payer back here after a profile unlock. The
 * page verifies the payment (GET /payment/callback) and shows the unlocked contact details, or the failure with
 * a retry. SPEC §8: 400 "Invalid payment reference", 500 "Server error occurred", else "Payment verification failed".
 */
import { messages } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Mail, MapPin, Phone, XCircle } from "lucide-react";
import { Link, useParams } from "react-router";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { formatCurrency, formatPlace } from "@/lib/format";
import { verifyPayment } from "../api/payments";

function callbackError(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 400) return messages.payment.invalidReference;
    if (err.status === 500) return messages.payment.server;
    if (err.status === 503) return err.message;
  }
  return messages.payment.verificationFailed;
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);

export function Component() {
  const { reference = "" } = useParams();
  const result = useQuery({
    queryKey: ["payment", "verify", reference],
    queryFn: () => verifyPayment(reference),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (result.isPending)
    return (
      <div className="container-page flex min-h-[40dvh] items-center justify-center py-10">
        <title>Verifying your payment — Ile</title>
        <h1 role="status" aria-live="polite" className="text-xl font-semibold">
          Verifying your payment...
        </h1>
      </div>
    );

  if (result.isError)
    return (
      <div className="container-page py-10">
        <title>Payment not verified — Ile</title>
        <div className="card mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
          <XCircle aria-hidden="true" className="size-12 text-negative" />
          <h1 className="text-2xl font-semibold">Payment not verified</h1>
          <p role="alert">{callbackError(result.error)}</p>
          {result.error instanceof ApiError && result.error.errors?.reference?.[0] ? (
            <p className="text-sm text-muted">{result.error.errors.reference[0]}</p>
          ) : null}
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <button type="button" className="btn-primary" onClick={() => void result.refetch()}>
              Try again
            </button>
            <Link to={paths.home} className="btn-outline">
              Back to Ile
            </Link>
          </div>
        </div>
      </div>
    );

  const { data, message } = result.data;
  const p = data.profile;
  const name = p ? [text(p.first_name), text(p.last_name)].filter(Boolean).join(" ") : null;
  const place = p ? formatPlace(text(p.address), text(p.city), text(p.state)) : null;
  // Straight back to the unlocked profile: by its slug, or by its key (the profile page reads either).
  const profileHref = text(p?.slug)
    ? paths.profile(p!.slug as string)
    : data.unique_key
      ? paths.profile(data.unique_key)
      : null;
  return (
    <div className="container-page py-10">
      <title>Payment verified — Ile</title>
      <div className="card mx-auto max-w-lg p-8">
        <div className="flex flex-col items-center gap-2 text-center">
          <CheckCircle2 aria-hidden="true" className="size-12 text-brand-700" />
          <h1 className="text-2xl font-semibold">{message}</h1>
          <p className="text-muted">
            {formatCurrency(data.amount)} paid · reference {data.reference}
          </p>
        </div>
        {p ? (
          <section aria-labelledby="unlocked" className="mt-6 border-t border-line pt-4">
            <h2 id="unlocked" className="text-lg font-semibold">
              {name || "Profile"}: contact details
            </h2>
            <ul className="mt-3 space-y-2">
              {text(p.email) ? (
                <li className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-4 text-muted" />
                  <a href={`mailto:${p.email as string}`} className="underline">
                    {p.email as string}
                  </a>
                </li>
              ) : null}
              {text(p.phone) ? (
                <li className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-4 text-muted" />
                  <a href={`tel:${p.phone as string}`} className="underline">
                    {p.phone as string}
                  </a>
                </li>
              ) : null}
              {place ? (
                <li className="flex items-center gap-2">
                  <MapPin aria-hidden="true" className="size-4 text-muted" />
                  {place}
                </li>
              ) : null}
            </ul>
            {profileHref ? (
              <Link to={profileHref} className="btn-primary mt-5 inline-flex">
                Open the profile
              </Link>
            ) : null}
          </section>
        ) : profileHref ? (
          <section className="mt-6 flex flex-col items-center gap-3 border-t border-line pt-4 text-center">
            <p>{data.next_steps[0]}</p>
            <Link to={profileHref} className="btn-primary inline-flex">
              Open the unlocked profile
            </Link>
          </section>
        ) : (
          <ul className="mt-6 list-disc space-y-1 pl-5 text-sm">
            {data.next_steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
