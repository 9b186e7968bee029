/**
 * The editorial desk's calls (issues 21/23, ADR 0800/0802) on the news service: posts in any state, their writing
 * and moves (review, publish, back to drafts, remove with a reason), notice documents, and videos.
 */
import type {
  Editor,
  EditorRole,
  NEWS_POST_STATUSES,
  NewsPost,
  NewsPostType,
  PaginationMeta,
  Video,
} from "@ile/contract";
import { queryOptions } from "@tanstack/react-query";
import { newsApi } from "@/lib/clients/news";

export type PostStatus = (typeof NEWS_POST_STATUSES)[number];
export type VideoStatus = Video["status"];
type PostReply = { message: string; post: NewsPost };
type VideoReply = { message: string; video: Video };

export const editorialKeys = {
  posts: ["editorial", "posts"] as const,
  videos: ["editorial", "videos"] as const,
};

export const editorPostsQuery = (status: PostStatus, type?: NewsPostType) =>
  queryOptions({
    queryKey: [...editorialKeys.posts, status, type ?? ""],
    queryFn: () =>
      newsApi.editor.get<{ posts: NewsPost[]; pagination: PaginationMeta }>("/editor/posts", {
        status,
        type,
        per_page: 100,
      }),
  });

export const editorVideosQuery = (status: VideoStatus) =>
  queryOptions({
    queryKey: [...editorialKeys.videos, status],
    queryFn: () => newsApi.editor.get<{ videos: Video[] }>("/editor/videos", { status }),
  });

/** What the editor form sends (the contract's newsPostInputSchema input). */
export type PostDraft = Record<string, unknown>;

export const savePost = (id: number | null, body: PostDraft) =>
  id === null
    ? newsApi.editor.post<PostReply>("/editor/posts", body)
    : newsApi.editor.put<PostReply>(`/editor/posts/${id}`, body);

export type PostMove = "submit" | "publish" | "unpublish";
export const movePost = (id: number, move: PostMove) =>
  newsApi.editor.post<PostReply>(`/editor/posts/${id}/${move}`);
export const removePost = (id: number, reason: string) =>
  newsApi.editor.post<PostReply>(`/editor/posts/${id}/remove`, { reason });

export function attachDocuments(id: number, files: File[]) {
  const form = new FormData();
  for (const f of files) form.append("documents[]", f, f.name);
  return newsApi.editor.postForm<PostReply>(`/editor/posts/${id}/documents`, form);
}

export const addYoutubeVideo = (body: {
  title: string;
  description: string;
  category: string;
  youtube_url: string | null;
}) => newsApi.editor.post<{ video: Video }>("/videos", body);
export const uploadVideo = (form: FormData) =>
  newsApi.editor.postForm<VideoReply>("/editor/videos/upload", form);
export const moveVideo = (id: number, status: VideoStatus) =>
  newsApi.editor.post<VideoReply>(`/editor/videos/${id}/status`, { status });

type EditorsReply = { message?: string; editors: Editor[] };
export const editorsQuery = () =>
  queryOptions({
    queryKey: ["editorial", "editors"],
    queryFn: () => newsApi.editor.get<EditorsReply>("/editor/editors").then((r) => r.editors),
  });
export const saveEditor = (email: string, role: EditorRole) =>
  newsApi.editor.put<EditorsReply>("/editor/editors", { email, role });
export const removeEditor = (userId: number) =>
  newsApi.editor.delete<{ message: string }>(`/editor/editors/${userId}`);
