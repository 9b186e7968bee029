/** Reviews of a profile: list (with average of SPEC §9), write once, edit or remove your own, owner replies. */
import type { Review, ReviewInput, ReviewSavedReply, ReviewsListReply } from "@ile/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type ReviewsPage = ReviewsListReply["data"];

export async function getReviews(key: string, page: number, signal?: AbortSignal): Promise<ReviewsPage> {
  return (
    await api.get<ReviewsListReply>(`/people/${encodeURIComponent(key)}/reviews`, {
      query: { page, limit: 10 },
      signal,
    })
  ).data;
}

export const reviewsQueryOptions = (key: string, page: number) =>
  queryOptions({
    queryKey: ["people", "reviews", key, page],
    queryFn: ({ signal }) => getReviews(key, page, signal),
  });

export const useReviews = (key: string, page: number) => useQuery(reviewsQueryOptions(key, page));

function useInvalidate(key: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ["people", "reviews", key] }),
      client.invalidateQueries({ queryKey: ["people", "profile", key] }),
    ]);
}

export function useSaveReview(key: string) {
  const invalidate = useInvalidate(key);
  return useMutation({
    mutationFn: ({ id, input }: { id?: Review["id"]; input: ReviewInput }) =>
      id === undefined
        ? api.post<ReviewSavedReply>(`/people/${encodeURIComponent(key)}/reviews`, input)
        : api.put<ReviewSavedReply>(`/reviews/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteReview(key: string) {
  const invalidate = useInvalidate(key);
  return useMutation({
    mutationFn: (id: Review["id"]) => api.delete<ReviewSavedReply>(`/reviews/${id}`),
    onSuccess: invalidate,
  });
}

export function useReplyToReview(key: string) {
  const invalidate = useInvalidate(key);
  return useMutation({
    mutationFn: ({ id, reply }: { id: Review["id"]; reply: string }) =>
      api.put<ReviewSavedReply>(`/reviews/${id}/reply`, { reply }),
    onSuccess: invalidate,
  });
}
