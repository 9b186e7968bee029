/**
 * The write parts of a profile's reviews (issue 5), on the form kit: a reviewer's rating and comment (the
 * contract's `reviewInputSchema` on the body sent; no rating says "Choose a rating from 1 to 5 stars.") and the
 * owner's reply (`reviewReplyInputSchema`). A refusal's field errors land on the fields; the alert says what went
 * wrong in the server's words. reviews-section.tsx loads this module only for people who may write, so the public
 * profile page does not download react-hook-form and the kit (16 KB gzipped) for visitors (ADR 0022).
 */
import { type Review, type ReviewInput, reviewInputSchema, reviewReplyInputSchema } from "@ile/contract";
import { useId } from "react";
import { ApiError } from "@/lib/api-client";
import { bodySchema, setServerErrors, useSchemaForm } from "@/lib/form";
import { useReplyToReview, useSaveReview } from "../api/reviews";
import { StarInput } from "./rating";

export function reviewErrorText(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage ?? err.firstFieldError ?? err.message;
  return "Something went wrong. Please try again.";
}

interface ReviewFormValues {
  rating: number;
  comment: string;
}

const toReviewBody = (v: ReviewFormValues): ReviewInput => ({
  rating: v.rating,
  comment: (v.comment ?? "").trim() || null,
});

const reviewFormSchema = bodySchema(toReviewBody, reviewInputSchema, {
  refine(body, errors) {
    if (body.rating < 1) errors.rating = "Choose a rating from 1 to 5 stars.";
  },
});

export function ReviewForm({
  profileKey,
  existing,
  onDone,
}: {
  profileKey: string;
  existing?: Review;
  onDone?: () => void;
}) {
  const id = useId();
  const empty = { rating: 0, comment: "" };
  const form = useSchemaForm(reviewFormSchema, {
    defaultValues: existing ? { rating: existing.rating, comment: existing.comment ?? "" } : empty,
  });
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const save = useSaveReview(profileKey);
  const rating = watch("rating");

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: existing?.id, input: toReviewBody(values) });
      if (!existing) form.reset(empty);
      onDone?.();
    } catch (err) {
      setServerErrors(form, err);
    }
  });
  const problem = errors.rating?.message ?? (save.isError ? reviewErrorText(save.error) : null);

  return (
    <form
      onSubmit={submit}
      className="space-y-3"
      aria-label={existing ? "Edit your review" : "Write a review"}
    >
      <StarInput
        value={rating}
        onChange={(n) => setValue("rating", n, { shouldValidate: form.formState.isSubmitted })}
        disabled={save.isPending}
      />
      <div>
        <label className="label" htmlFor={`${id}-comment`}>
          Comment <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id={`${id}-comment`}
          className="input min-h-24 py-2"
          maxLength={2000}
          aria-invalid={errors.comment ? true : undefined}
          {...register("comment")}
          disabled={save.isPending}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-negative">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? "Saving..." : existing ? "Save review" : "Submit review"}
        </button>
        {onDone && existing ? (
          <button type="button" className="btn-ghost" onClick={onDone}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

export function ReplyForm({
  profileKey,
  review,
  onClose,
}: {
  profileKey: string;
  review: Review;
  onClose: () => void;
}) {
  const id = useId();
  const form = useSchemaForm(reviewReplyInputSchema, { defaultValues: { reply: review.reply ?? "" } });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const reply = useReplyToReview(profileKey);
  const text = watch("reply") ?? "";
  const submit = form.handleSubmit(async (values) => {
    try {
      await reply.mutateAsync({ id: review.id, reply: values.reply.trim() });
      onClose();
    } catch (err) {
      setServerErrors(form, err);
    }
  });
  return (
    <form className="space-y-2" onSubmit={submit}>
      <label className="label" htmlFor={`${id}-reply`}>
        Your reply
      </label>
      <textarea
        id={`${id}-reply`}
        className="input min-h-20 py-2"
        required
        maxLength={2000}
        aria-invalid={errors.reply ? true : undefined}
        {...register("reply")}
      />
      {reply.isError ? (
        <p role="alert" className="text-sm font-semibold text-negative">
          {reviewErrorText(reply.error)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={reply.isPending || !text.trim()}>
          Publish reply
        </button>
        <button type="button" className="btn-ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
