/**
 * Admin → Editorial and Dashboard → Editorial (issues 21/23, ADR 0800/0802/0803): caveat, change-of-name and
 * loss-of-title notices, news and blog articles by state (drafts, in review, published, removed), written here and
 * moved draft → review → published; publishing and removing (with a reason) are written to the audit log by the
 * server. Writers write and send for review; publishers and admins also publish and remove. Videos sit in their own
 * tab; admins also get groups moderation and the desk's people (Editors).
 */
import { NEWS_POST_TYPE_LABELS, type NewsPost } from "@ile/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { EmptyState } from "@/components/ui/page";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { StatusTabs } from "@/components/ui/status-tabs";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { errorText } from "@/lib/http";
import { useEditorRole } from "@/lib/news-editor";
import { useSessionUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { adminKeys } from "../api/admin";
import {
  editorialKeys,
  editorPostsQuery,
  movePost,
  type PostMove,
  type PostStatus,
  removePost,
} from "../api/editorial";
import { EditorsAdmin } from "./editors-admin";
import { GroupsModeration } from "./groups-moderation";
import { PostEditor } from "./post-editor";
import { VideosAdmin } from "./videos-admin";

const STATUS_LABELS: Record<PostStatus, string> = {
  draft: "Drafts",
  in_review: "In review",
  published: "Published",
  archived: "Removed",
};
const TABS = { posts: "Posts", videos: "Videos", groups: "Groups", editors: "Editors" } as const;
type Tab = keyof typeof TABS;
/** Tabs for the desk's writers and publishers; admins see them all. */
const DESK_TABS: Tab[] = ["posts", "videos"];

const MOVES: Record<PostStatus, { move: PostMove; label: string }[]> = {
  draft: [
    { move: "submit", label: "Send for review" },
    { move: "publish", label: "Publish" },
  ],
  in_review: [
    { move: "publish", label: "Publish" },
    { move: "unpublish", label: "Back to drafts" },
  ],
  published: [{ move: "unpublish", label: "Unpublish" }],
  archived: [{ move: "unpublish", label: "Back to drafts" }],
};

export default function EditorialAdmin() {
  const [params, setParams] = useSearchParams();
  const user = useSessionUser();
  const admin = (user?.account_role ?? user?.role) === "admin";
  const deskRole = useEditorRole(!admin);
  const publisher = admin || deskRole === "publisher";
  const tabs = admin ? (Object.keys(TABS) as Tab[]) : DESK_TABS;
  const tab: Tab = tabs.find((t) => t === params.get("tab")) ?? "posts";
  return (
    <section className="flex flex-col gap-5" aria-labelledby="editorial-heading">
      <h2 id="editorial-heading" tabIndex={-1} className="text-xl font-semibold">
        Editorial
      </h2>
      <StatusTabs
        label="Editorial"
        options={tabs.map((t) => [t, TABS[t]] as const)}
        value={tab}
        onChange={(t) => setParams(new URLSearchParams({ tab: t }))}
      />
      {tab === "posts" ? (
        <Posts publisher={publisher} />
      ) : tab === "videos" ? (
        <VideosAdmin />
      ) : tab === "groups" ? (
        <GroupsModeration />
      ) : (
        <EditorsAdmin />
      )}
    </section>
  );
}

function Posts({ publisher }: { publisher: boolean }) {
  const [status, setStatus] = useState<PostStatus>("draft");
  const [editing, setEditing] = useState<NewsPost | "new" | null>(null);
  const list = useQuery(editorPostsQuery(status));
  const qc = useQueryClient();
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: editorialKeys.posts });
    await qc.invalidateQueries({ queryKey: adminKeys.audit });
  };

  async function move(p: NewsPost, m: PostMove) {
    try {
      toast.success((await movePost(p.id, m)).message);
      await refresh();
    } catch (err) {
      toast.error(errorText(err));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <StatusTabs
          label="Post status"
          wrap
          options={Object.entries(STATUS_LABELS) as [PostStatus, string][]}
          value={status}
          onChange={setStatus}
        />
        <button type="button" className="btn-outline ml-auto" onClick={() => setEditing("new")}>
          New post
        </button>
      </div>
      {editing ? (
        <div className="flex flex-col gap-2">
          <PostEditor
            key={editing === "new" ? "new" : editing.id}
            post={editing === "new" ? null : editing}
            onDone={() => refresh()}
          />
          <button type="button" className="btn-ghost w-fit" onClick={() => setEditing(null)}>
            Close editor
          </button>
        </div>
      ) : null}
      <QueryState
        query={list}
        loading="Loading posts..."
        isEmpty={(data) => data.posts.length === 0}
        empty={
          <EmptyState title={`No posts: ${STATUS_LABELS[status].toLowerCase()}`}>
            Notices, news and blog articles in this state appear here.
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.posts.map((p) => (
              <li key={p.id} className="card flex flex-col gap-2 p-4" aria-label={p.title}>
                <p className="font-medium">
                  {p.status === "published" ? (
                    <Link
                      className="text-brand-700 hover:underline"
                      to={p.type === "blog" ? paths.blogPost(p.slug) : paths.notice(p.type, p.slug)}
                    >
                      {p.title}
                    </Link>
                  ) : (
                    p.title
                  )}
                </p>
                <p className="text-sm text-muted">
                  {NEWS_POST_TYPE_LABELS[p.type]} · {p.author_name} · updated {formatDate(p.updated_at)}
                  {p.title_number ? ` · title ${p.title_number}` : ""}
                </p>
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn-outline min-h-11" onClick={() => setEditing(p)}>
                    Edit
                  </button>
                  {MOVES[p.status]
                    .filter(({ move: m }) => publisher || m === "submit")
                    .map(({ move: m, label }) => (
                      <button
                        key={m}
                        type="button"
                        className="btn-outline min-h-11"
                        aria-label={`${label}: ${p.title}`}
                        onClick={() => move(p, m)}
                      >
                        {label}
                      </button>
                    ))}
                  {publisher && p.status !== "archived" ? (
                    <ReasonDialog
                      trigger="Remove"
                      triggerLabel={`Remove: ${p.title}`}
                      title={`Remove: ${p.title}`}
                      description="The post leaves the site (it is kept, and can be moved back to drafts)."
                      confirm="Remove"
                      onConfirm={async (reason) => {
                        toast.success((await removePost(p.id, reason)).message);
                        await refresh();
                      }}
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
