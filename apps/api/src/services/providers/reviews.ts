/**
 * Providers' reviews (issue 20, ADR 0300): only the customer of a completed job reviews, once per job; the
 * provider replies once. A review changes the directory's ratings, so it bumps the page cache (`changed`).
 */
import { HOME_SERVICES_LIMITS, homeServicesMessages as M, type ProviderReviewWire } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { pageMeta, pageWindow } from "../../platform/pagination.ts";
import { jobById } from "./jobs.repo.ts";
import { averageRating, reviewWire } from "./present.ts";
import { providerById } from "./repo.ts";
import { insertReview, reviewById, reviewsOf, setReply } from "./reviews.repo.ts";
import type { ProvidersService } from "./service.ts";

export class ProviderReviewsService {
  private readonly db: Db;
  constructor(private readonly providers: ProvidersService) {
    this.db = providers.db;
  }

  async reviews(providerId: number, q: { page?: number | undefined; per_page?: number | undefined }) {
    const provider = await providerById(this.db, providerId);
    if (!provider) throw AppError.notFound(M.providerNotFound);
    const page = q.page ?? 1;
    const perPage = q.per_page ?? HOME_SERVICES_LIMITS.defaultPerPage;
    const { rows, total } = await reviewsOf(this.db, providerId, pageWindow(page, perPage));
    return {
      data: rows.map(reviewWire),
      average_rating: averageRating(provider.rating_sum, provider.rating_count),
      pagination: pageMeta(page, perPage, total),
    };
  }

  /** Only the customer of a job that is done, once per job. */
  async review(
    session: Session,
    providerId: number,
    b: { job_id: number; rating: number; comment: string },
  ): Promise<ProviderReviewWire> {
    const job = await jobById(this.db, b.job_id);
    if (
      !job ||
      Number(job.provider_id) !== providerId ||
      Number(job.customer_id) !== session.userId ||
      job.status !== "done"
    )
      throw new AppError(403, M.reviewNeedsJob, "REVIEW_NEEDS_JOB");
    const id = await this.db.transaction((tx) =>
      insertReview(tx, {
        providerId,
        jobId: b.job_id,
        authorId: session.userId,
        rating: b.rating,
        comment: b.comment,
      }),
    );
    if (id === null) throw new AppError(409, M.alreadyReviewed, "ALREADY_REVIEWED");
    await this.providers.changed();
    const { data } = await this.reviews(providerId, { page: 1, per_page: 100 });
    return data.find((r) => r.id === id)!;
  }

  async reply(session: Session, reviewId: number, reply: string) {
    const review = await reviewById(this.db, reviewId);
    const provider = review ? await providerById(this.db, Number(review.provider_id)) : null;
    if (!review || !provider) throw AppError.notFound(M.reviewNotFound);
    if (Number(provider.user_id) !== session.userId) throw AppError.forbidden(M.providerOnlyReply);
    if (!(await setReply(this.db, reviewId, reply)))
      throw new AppError(409, M.alreadyReplied, "ALREADY_REPLIED");
  }
}
