/**
 * Reviews of a profile (issue 5): 1–5 stars and a comment, once per reviewer per profile; the reviewer may edit
 * or remove theirs; the profile owner may reply. Average rating per SPEC §9 (mean, 0 when none). The review and
 * reply forms (review-forms.tsx, on the form kit) load only for people who may write, so the public profile page
 * does not download react-hook-form and the kit for visitors (ADR 0022).
 */
import type { Review } from "@ile/contract";
import { MessageSquareReply } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Avatar } from "@/components/avatar";
import { QueryState } from "@/components/query-state";
import { Pagination } from "@/components/ui/pagination";
import { ApiError } from "@/lib/api-client";
import { formatDate, formatRating } from "@/lib/format";
import { useSessionUser } from "@/lib/session";
import { herePath, openLogin } from "@/lib/ui-store";
import { useDeleteReview, useReviews } from "../api/reviews";
import { REVIEWABLE } from "../lib/options";
import { RatingStars } from "./rating";

const ReviewForm = lazy(() => import("./review-forms").then((m) => ({ default: m.ReviewForm })));
const ReplyForm = lazy(() => import("./review-forms").then((m) => ({ default: m.ReplyForm })));

function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage ?? err.firstFieldError ?? err.message;
  return "Something went wrong. Please try again.";
}

/** The owner's reply to a review: a button that opens the reply form (loaded when first opened). */
function ReplyToggle({ profileKey, review }: { profileKey: string; review: Review }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className="btn-ghost -ml-3" onClick={() => setOpen(true)}>
        <MessageSquareReply aria-hidden="true" className="size-4" />
        {review.reply ? "Edit reply" : "Reply"}
      </button>
    );
  }
  return (
    <Suspense fallback={null}>
      <ReplyForm profileKey={profileKey} review={review} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

function ReviewItem({
  review,
  profileKey,
  isOwner,
}: {
  review: Review;
  profileKey: string;
  isOwner: boolean;
}) {
  return (
    <li className="border-b border-line py-4 last:border-b-0">
      <div className="flex items-start gap-3">
        <Avatar name={review.reviewer.name} src={review.reviewer.profile_picture} size={40} />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold">{review.reviewer.name}</span>
            <span className="text-sm text-muted">{formatDate(review.created_at)}</span>
          </p>
          <RatingStars value={review.rating} />
          {review.comment ? <p className="whitespace-pre-line text-ink">{review.comment}</p> : null}
          {review.reply ? (
            <div className="mt-2 rounded-[var(--radius-control)] bg-canvas p-3">
              <p className="text-sm font-semibold">Reply from the owner</p>
              <p className="whitespace-pre-line text-sm text-ink">{review.reply}</p>
            </div>
          ) : null}
          {isOwner ? <ReplyToggle profileKey={profileKey} review={review} /> : null}
        </div>
      </div>
    </li>
  );
}

export function ReviewsSection({
  profileKey,
  profileId,
  personRole,
  name,
}: {
  profileKey: string;
  profileId: string | number;
  personRole: string;
  name: string;
}) {
  const user = useSessionUser();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const reviews = useReviews(profileKey, page);
  const remove = useDeleteReview(profileKey);
  const isOwner = !!user && String(user.id) === String(profileId);
  const reviewable = REVIEWABLE.has(personRole);
  const data = reviews.data;
  const mine = data?.mine ?? null;

  return (
    <section aria-labelledby="reviews-heading" className="card space-y-4 p-5">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        Reviews
      </h2>
      {data ? (
        <div className="flex flex-wrap items-center gap-6">
          <div>
            {data.reviews_count > 0 ? (
              <p className="text-4xl font-semibold">{formatRating(data.average_rating)}</p>
            ) : null}
            <RatingStars value={data.average_rating} count={data.reviews_count} />
          </div>
          <ul className="min-w-48 flex-1 space-y-1" aria-label="Ratings breakdown">
            {[5, 4, 3, 2, 1].map((n) => {
              const c = data.breakdown[String(n)] ?? 0;
              const pct = data.reviews_count ? Math.round((c / data.reviews_count) * 100) : 0;
              return (
                <li key={n} className="flex items-center gap-2 text-sm">
                  <span className="w-12">{n} star</span>
                  <span className="h-2 flex-1 overflow-hidden rounded-full bg-canvas" aria-hidden="true">
                    <span className="block h-full bg-accent-400" style={{ width: `${pct}%` }} />
                  </span>
                  <span className="w-8 text-right text-muted">{c}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      {reviewable && !isOwner ? (
        !user ? (
          <button type="button" className="btn-outline" onClick={() => openLogin(herePath())}>
            Log in to rate {name}
          </button>
        ) : mine && !editing ? (
          <div className="rounded-[var(--radius-control)] bg-brand-50 p-3">
            <p className="text-sm font-semibold">Your review</p>
            <RatingStars value={mine.rating} />
            {mine.comment ? <p className="text-sm">{mine.comment}</p> : null}
            <div className="mt-2 flex gap-2">
              <button type="button" className="btn-ghost -ml-3" onClick={() => setEditing(true)}>
                Edit
              </button>
              <button
                type="button"
                className="btn-ghost"
                disabled={remove.isPending}
                onClick={() => remove.mutate(mine.id)}
              >
                Remove
              </button>
            </div>
          </div>
        ) : data ? (
          <div>
            <h3 className="mb-2 font-semibold">{mine ? "Edit your review" : `Rate ${name}`}</h3>
            <Suspense fallback={null}>
              <ReviewForm
                profileKey={profileKey}
                existing={mine ?? undefined}
                onDone={mine ? () => setEditing(false) : undefined}
              />
            </Suspense>
          </div>
        ) : null
      ) : null}

      <QueryState
        query={reviews}
        loading="Loading reviews…"
        error={(error) => (
          <p role="alert" className="text-negative">
            {errorText(error)}
          </p>
        )}
        isEmpty={(data) => data.data.length === 0}
        empty={<p className="text-muted">No reviews yet.</p>}
      >
        {(data) => (
          <>
            <ul aria-label="Reviews list">
              {data.data.map((r) => (
                <ReviewItem key={r.id} review={r} profileKey={profileKey} isOwner={isOwner} />
              ))}
            </ul>
            <Pagination
              page={page}
              lastPage={data.pagination.last_page}
              onPage={setPage}
              label="Review pages"
              className="justify-start"
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
