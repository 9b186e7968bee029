/**
 * One job in "Jobs and quotes" (ADR 0300): its state, photos and thread, a message to the other side, and the
 * steps this side may take — quote (provider); accept or decline (customer); mark done; cancel; review (customer,
 * once the job is done). The customer may add photos while the job is open.
 */
import { type JobWire, jobNoteInputSchema, providerReviewInputSchema, quoteInputSchema } from "@ile/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PhotoUpload } from "@/components/photo-upload";
import { Field } from "@/components/ui/field";
import { errorText } from "@/lib/api-client";
import { providersApi } from "@/lib/clients/providers";
import { bodySchema, setServerErrors, useSchemaForm } from "@/lib/form";
import { formatCurrency, formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";

const STATE_LABEL: Record<JobWire["status"], string> = {
  requested: "Requested",
  quoted: "Quoted",
  accepted: "Accepted",
  done: "Done",
  cancelled: "Cancelled",
};

/** The quote typed in naira ("18,000"), sent as whole naira. */
const toQuoteBody = (v: { amount: string }) => ({ amount: Number(v.amount.replace(/[^\d]/g, "")), note: "" });
const quoteFormSchema = bodySchema(toQuoteBody, quoteInputSchema);

/** The review of this job: the rating chosen as text, sent as a number (the job is added when sending). */
const toReviewBody = (v: { rating: string; comment: string }) => ({
  rating: Number(v.rating),
  comment: v.comment,
});
const reviewFormSchema = bodySchema(toReviewBody, providerReviewInputSchema.omit({ job_id: true }));

export function JobCard({ job }: { job: JobWire }) {
  const qc = useQueryClient();
  const quoteForm = useSchemaForm(quoteFormSchema, { defaultValues: { amount: "" } });
  const noteForm = useSchemaForm(jobNoteInputSchema, { defaultValues: { note: "" } });
  const reviewForm = useSchemaForm(reviewFormSchema, { defaultValues: { rating: "5", comment: "" } });
  const note = noteForm.watch("note") ?? "";
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
    mutationFn: (amount: string) => providersApi.quote(job.id, toQuoteBody({ amount })),
    onSuccess: done,
    onError: (err) => {
      setServerErrors(quoteForm, err);
      fail(err);
    },
  });
  const send = useMutation({
    mutationFn: (text: string) => providersApi.act(job.id, "notes", text),
    onSuccess: (r) => {
      noteForm.reset({ note: "" });
      return done(r);
    },
    onError: (err) => {
      setServerErrors(noteForm, err);
      fail(err);
    },
  });
  const review = useMutation({
    mutationFn: (values: { rating: string; comment: string }) =>
      providersApi.review(job.provider.id, { job_id: job.id, ...toReviewBody(values) }),
    onSuccess: done,
    onError: (err) => {
      setServerErrors(reviewForm, err);
      fail(err);
    },
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
      <form
        className="flex items-end gap-2"
        noValidate
        onSubmit={noteForm.handleSubmit((v) => {
          if (v.note?.trim()) send.mutate(v.note);
        })}
      >
        <Field
          label={`Message ${mine ? "the provider" : "the customer"}`}
          error={noteForm.formState.errors.note?.message}
          className="flex-1"
        >
          {(p) => <input {...p} {...noteForm.register("note")} className="input" maxLength={2000} />}
        </Field>
        <button type="submit" className="btn-outline" disabled={send.isPending || !note.trim()}>
          Send message
        </button>
      </form>
      <div className="flex flex-wrap items-end gap-2">
        {!mine && (job.status === "requested" || job.status === "quoted") && (
          <form
            className="flex items-end gap-2"
            noValidate
            onSubmit={quoteForm.handleSubmit(({ amount }) => quote.mutate(amount))}
          >
            <Field label="Your quote (₦)" error={quoteForm.formState.errors.amount?.message}>
              {(p) => (
                <input {...p} {...quoteForm.register("amount")} className="input" inputMode="numeric" />
              )}
            </Field>
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
          noValidate
          onSubmit={reviewForm.handleSubmit((values) => review.mutate(values))}
        >
          <Field label="Rating" error={reviewForm.formState.errors.rating?.message}>
            {(p) => (
              <select {...p} {...reviewForm.register("rating")} className="input">
                {[5, 4, 3, 2, 1].map((n) => (
                  <option key={n}>{n}</option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Review"
            error={reviewForm.formState.errors.comment?.message}
            className="sm:col-span-2"
          >
            {(p) => <input {...p} {...reviewForm.register("comment")} className="input" />}
          </Field>
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
