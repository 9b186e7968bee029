/**
 * The provider's side of the dashboard "Jobs and quotes" (ADR 0300): the link to their public profile, photos of
 * work (uploaded through the listing image pipeline, at most 10), and the reviews customers left, each with the
 * provider's one reply (shown on /providers/{id} under the review).
 */
import { type ProviderReviewWire, type ProviderWire, providerReviewReplySchema } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { PhotoUpload } from "@/components/photo-upload";
import { QueryState } from "@/components/query-state";
import { Field, FormMessage } from "@/components/ui/field";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/api-client";
import { providersApi } from "@/lib/clients/providers";
import { bodySchema, setServerErrors, useSchemaForm } from "@/lib/form";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { providerReviewsQuery } from "../api/providers";

/** The contract's reply body; an empty reply keeps its own wording. */
const replyFormSchema = bodySchema((v: { reply: string }) => v, providerReviewReplySchema, {
  refine: (body, errors) => {
    if (!body.reply.trim()) errors.reply = "Write your reply";
  },
});

export function ProviderPanel({ me }: { me: ProviderWire }) {
  const qc = useQueryClient();
  const reviews = useQuery(providerReviewsQuery(String(me.id)));
  return (
    <section aria-labelledby="pp-title" className="card space-y-4 p-4">
      <h2 id="pp-title" className="text-lg font-semibold">
        Your provider profile
      </h2>
      <p className="text-sm">
        Customers see <Link to={paths.provider(me.id)}>{me.name}</Link> in Find services.
      </p>
      {me.photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Your photos of work">
          {me.photos.map((src) => (
            <li key={src}>
              <img src={providersApi.photoUrl(src)} alt="" className="rounded" loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <PhotoUpload
        label="Add photos of your work"
        existing={me.photos.length}
        onUpload={async (files) => {
          await providersApi.addPhotos(files);
          await qc.invalidateQueries({ queryKey: ["providers"] });
        }}
      />
      <div>
        <h3 className="mb-2 font-semibold">Reviews of your work</h3>
        <QueryState
          query={reviews}
          loading="Loading reviews…"
          error={(error) => <p role="alert">{errorText(error)}</p>}
          empty={<p className="text-sm">No reviews yet. Customers review you after a job marked done.</p>}
        >
          {(data) => (
            <ul className="space-y-3">
              {data.data.map((r) => (
                <ReviewItem key={r.id} review={r} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}

function ReviewItem({ review: r }: { review: ProviderReviewWire }) {
  const qc = useQueryClient();
  const form = useSchemaForm(replyFormSchema, { defaultValues: { reply: "" } });
  const replyError = form.formState.errors.reply?.message;
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (reply: string) => providersApi.replyToReview(r.id, reply),
    onSuccess: async (res) => {
      toast.success(res.message);
      setError(null);
      await qc.invalidateQueries({ queryKey: ["providers", "reviews"] });
    },
    onError: (err) => {
      if (!setServerErrors(form, err)) setError(errorText(err));
    },
  });
  const submit = form.handleSubmit(({ reply }) => {
    setError(null);
    send.mutate(reply);
  });
  return (
    <li className="border-b border-line pb-2" aria-label={`Review by ${r.author_name}`}>
      <p className="font-medium">
        {r.author_name} · {r.rating}/5 · {formatDate(r.created_at)}
      </p>
      {r.comment && <p className="whitespace-pre-line">{r.comment}</p>}
      {r.reply !== null ? (
        <p className="mt-1 whitespace-pre-line pl-3 text-sm text-muted">Your reply: {r.reply}</p>
      ) : (
        <form onSubmit={submit} className="mt-2 space-y-2" noValidate>
          <Field label="Reply (once, shown under the review)" error={replyError} className="space-y-2">
            {(p) => (
              <textarea {...p} {...form.register("reply")} className="input min-h-16" maxLength={2000} />
            )}
          </Field>
          {error ? <FormMessage kind="error">{error}</FormMessage> : null}
          <button type="submit" className="btn-outline" disabled={send.isPending}>
            Post reply
          </button>
        </form>
      )}
    </li>
  );
}
