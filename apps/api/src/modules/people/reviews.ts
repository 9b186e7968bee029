/**
 * Reviews (issue 5, ADR 0400): signed-in people rate agents, landlords and developers 1–5 with an optional
 * comment, once per reviewer per profile (a unique constraint decides races), never themselves. The reviewer
 * edits or removes theirs; the reviewed person replies. Text is stripped of markup. Average: SPEC §9.
 */
import { REVIEWABLE_ROLES, type Review, reviewMessages } from "@ile/contract";
import type { Database } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { stripMarkup } from "../search/text.ts";
import { LISTED } from "./cards.ts";
import { type ProfileKey, REVIEW_SELECT, ratingOf, toReview } from "./profiles.ts";

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
  constructor(private readonly database: Database) {}

  /** The listed person a key names (user id or slug), with their role; 404 otherwise. */
  async subject(key: ProfileKey): Promise<{ userId: number; role: string }> {
    const [where, value] =
      "userId" in key
        ? ["p.user_id = $1", key.userId]
        : "slug" in key
          ? ["p.slug = $1", key.slug]
          : ["p.unique_key = $1", key.uniqueKey];
    const [row] = await this.database.query<{ id: number | string; role: string }>(
      `select p.user_id as id, u.role from profiles p join users u on u.id = p.user_id where ${where} and ${LISTED}`,
      [value],
    );
    if (!row) throw AppError.notFound("Profile not found");
    return { userId: Number(row.id), role: row.role };
  }

  async list(key: ProfileKey, page: number, limit: number, session: Session | null) {
    const subject = await this.subject(key);
    const [rating, rows, mine] = await Promise.all([
      ratingOf(this.database, subject.userId),
      this.database.query<Parameters<typeof toReview>[0]>(
        `${REVIEW_SELECT} where r.subject_id = $1 order by r.created_at desc, r.id desc
          limit ${limit} offset ${(page - 1) * limit}`,
        [subject.userId],
      ),
      session
        ? this.database.query<Parameters<typeof toReview>[0]>(
            `${REVIEW_SELECT} where r.subject_id = $1 and r.reviewer_id = $2`,
            [subject.userId, session.userId],
          )
        : Promise.resolve([]),
    ]);
    return {
      ...rating,
      mine: mine[0] ? toReview(mine[0]) : null,
      data: rows.map(toReview),
      pagination: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(rating.reviews_count / limit)),
        per_page: limit,
        total: rating.reviews_count,
      },
    };
  }

  private async one(id: number): Promise<Review & { subject_id: number; reviewer_id: number }> {
    const [row] = await this.database.query<Parameters<typeof toReview>[0] & { subject_id: number | string }>(
      `${REVIEW_SELECT.replace("select r.id,", "select r.id, r.subject_id,")} where r.id = $1`,
      [id],
    );
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
    const [row] = await this.database.query<{ id: number | string }>(
      `insert into reviews (subject_id, reviewer_id, rating, comment) values ($1, $2, $3, $4)
       on conflict on constraint reviews_once_per_reviewer do nothing returning id`,
      [subject.userId, session.userId, rating, comment],
    );
    if (!row) throw new AppError(409, reviewMessages.duplicate, "CONFLICT");
    const { subject_id: _s, reviewer_id: _r, ...review } = await this.one(Number(row.id));
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
    await this.database.query(
      "update reviews set rating = $2, comment = $3, updated_at = now() where id = $1",
      [id, rating, comment],
    );
    const { subject_id: _s, reviewer_id: _r, ...review } = await this.one(id);
    return review;
  }

  async remove(id: number, session: Session) {
    const existing = await this.one(id);
    if (existing.reviewer_id !== session.userId && session.role !== "admin")
      throw AppError.forbidden(reviewMessages.editOwnOnly);
    await this.database.query("delete from reviews where id = $1", [id]);
    const { subject_id: _s, reviewer_id: _r, ...review } = existing;
    return review;
  }

  async reply(id: number, session: Session, text: string) {
    const existing = await this.one(id);
    if (existing.subject_id !== session.userId) throw AppError.forbidden(reviewMessages.replyOwnerOnly);
    const reply = cleanText(text, "reply", reviewMessages.commentTooLong);
    if (!reply) throw AppError.validation({ reply: [reviewMessages.replyRequired] });
    await this.database.query(
      "update reviews set reply = $2, replied_at = now(), updated_at = now() where id = $1",
      [id, reply],
    );
    const { subject_id: _s, reviewer_id: _r, ...review } = await this.one(id);
    return review;
  }
}
