/**
 * Reviews (issue 5, ADR 0400): signed-in people rate agents, landlords and developers 1–5 with an optional
 * comment, once per reviewer per profile (a unique constraint decides races), never themselves. The reviewer
 * edits or removes theirs; the reviewed person replies. Text is stripped of markup. Average: SPEC §9.
 */
import { messages, REVIEWABLE_ROLES, type Review, reviewMessages } from "@ile/contract";
import type { DbOrTx } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { stripMarkup } from "../../platform/language/text.ts";
import { pageMeta } from "../../platform/pagination.ts";
import { listedUser, type ProfileKey, ratingOf, toReview } from "./profiles.ts";
import {
  deleteReview,
  insertReview,
  replyToReview,
  reviewBy,
  reviewById,
  reviewPage,
  updateReview,
} from "./repo.ts";

const MAX_TEXT = 2000;

function cleanText(value: string | null | undefined, field: string, tooLong: string): string | null {
  const text = stripMarkup(value ?? "");
  if (text.length > MAX_TEXT) throw AppError.validation({ [field]: [tooLong] });
  return text === "" ? null : text;
}

function checkRating(rating: unknown): number {
  if (typeof rating !== "number" || !Number.isInteger(rating) || rating < 1 || rating > 5)
    throw AppError.validation({ rating: [reviewMessages.ratingRange] });
  return rating;
}

export class ReviewsService {
  constructor(private readonly db: DbOrTx) {}

  /** The listed person a key names (user id or slug), with their role; 404 otherwise. */
  async subject(key: ProfileKey): Promise<{ userId: number; role: string }> {
    const person = await listedUser(this.db, key);
    if (!person) throw AppError.notFound(messages.profileLookup.notFound);
    return { userId: person.userId, role: person.role };
  }

  async list(key: ProfileKey, page: number, limit: number, session: Session | null) {
    const subject = await this.subject(key);
    const [rating, rows, mine] = await Promise.all([
      ratingOf(this.db, subject.userId),
      reviewPage(this.db, subject.userId, page, limit),
      session ? reviewBy(this.db, subject.userId, session.userId) : Promise.resolve(undefined),
    ]);
    return {
      ...rating,
      mine: mine ? toReview(mine) : null,
      data: rows.map(toReview),
      pagination: pageMeta(page, limit, rating.reviews_count),
    };
  }

  private async one(id: number): Promise<Review & { subject_id: number; reviewer_id: number }> {
    const row = await reviewById(this.db, id);
    if (!row) throw AppError.notFound(reviewMessages.notFound);
    return { ...toReview(row), subject_id: Number(row.subject_id), reviewer_id: Number(row.reviewer_id) };
  }

  async create(
    key: ProfileKey,
    session: Session,
    input: { rating: unknown; comment?: string | null },
  ): Promise<Review> {
    const subject = await this.subject(key);
    if (subject.userId === session.userId) throw AppError.forbidden(reviewMessages.self);
    if (!(REVIEWABLE_ROLES as readonly string[]).includes(subject.role))
      throw AppError.forbidden(reviewMessages.notReviewable);
    const rating = checkRating(input.rating);
    const comment = cleanText(input.comment, "comment", reviewMessages.commentTooLong);
    const id = await insertReview(this.db, {
      subjectId: subject.userId,
      reviewerId: session.userId,
      rating,
      comment,
    });
    if (id === null) throw new AppError(409, reviewMessages.duplicate, "CONFLICT");
    const { subject_id: _s, reviewer_id: _r, ...review } = await this.one(id);
    return review;
  }

  async update(id: number, session: Session, input: { rating: unknown; comment?: string | null }) {
    const existing = await this.one(id);
    if (existing.reviewer_id !== session.userId) throw AppError.forbidden(reviewMessages.editOwnOnly);
    const rating = checkRating(input.rating);
    const comment =
      input.comment === undefined
        ? existing.comment
        : cleanText(input.comment, "comment", reviewMessages.commentTooLong);
    await updateReview(this.db, id, rating, comment);
    const { subject_id: _s, reviewer_id: _r, ...review } = await this.one(id);
    return review;
  }

  async remove(id: number, session: Session) {
    const existing = await this.one(id);
    if (existing.reviewer_id !== session.userId && session.role !== "admin")
      throw AppError.forbidden(reviewMessages.editOwnOnly);
    await deleteReview(this.db, id);
    const { subject_id: _s, reviewer_id: _r, ...review } = existing;
    return review;
  }

  async reply(id: number, session: Session, text: string) {
    const existing = await this.one(id);
    if (existing.subject_id !== session.userId) throw AppError.forbidden(reviewMessages.replyOwnerOnly);
    const reply = cleanText(text, "reply", reviewMessages.commentTooLong);
    if (!reply) throw AppError.validation({ reply: [reviewMessages.replyRequired] });
    await replyToReview(this.db, id, reply);
    const { subject_id: _s, reviewer_id: _r, ...review } = await this.one(id);
    return review;
  }
}
