/**
 * One job in "Jobs and quotes" (ADR 0300): its state, photos and thread, a message to the other side, and the
 * steps this side may take — quote (provider); accept or decline (customer); mark done; cancel; review (customer,
 * once the job is done). The customer may add photos while the job is open.
 */
import type { JobWire } from "@ile/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { PhotoUpload } from "@/components/photo-upload";
import { errorText, providersApi } from "@/lib/api-client";
import { formatCurrency, formatDateTime } from "@/lib/format";

const STATE_LABEL: Record<JobWire["status"], string> = {
  requested: "Requested",
  quoted: "Quoted",
  accepted: "Accepted",
  done: "Done",
  cancelled: "Cancelled",
};

export function JobCard({ job }: { job: JobWire }) {
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
  const [note, setNote] = useState("");
  const send = useMutation({
    mutationFn: () => providersApi.act(job.id, "notes", note),
    onSuccess: (r) => {
      setNote("");
      return done(r);
    },
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
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (note.trim()) send.mutate();
        }}
      >
        <div className="flex-1">
          <label className="label" htmlFor={`note-${job.id}`}>
            Message {mine ? "the provider" : "the customer"}
          </label>
          <input
            id={`note-${job.id}`}
            className="input"
            value={note}
            maxLength={2000}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-outline" disabled={send.isPending || !note.trim()}>
          Send message
        </button>
      </form>
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
