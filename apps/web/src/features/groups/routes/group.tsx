/**
 * /groups/{slug} (issue 21): the group, its discussions (pinned first, "Load more" by cursor) with their replies,
 * a composer for members, a join button for others, reactions, and moderation for the group's moderators.
 * Everything shown is plain text rendered by React (escaped).
 */
import { type Discussion, type Group, REACTION_KINDS, REACTION_LABELS, type Reply } from "@ile/contract";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { Lock, Pin } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { EmptyState } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { formatDateTime } from "@/lib/format";
import type { PageQueries } from "@/lib/page-queries";
import { useSessionUser } from "@/lib/session";
import { openLogin } from "@/lib/ui-store";
import {
  addPhotos,
  deletePost,
  discussionsQuery,
  groupQuery,
  joinGroup,
  leaveGroup,
  react,
  removePost,
  replyTo,
  setFlag,
  startDiscussion,
} from "../api/groups";

// Server-rendered (issue 19): the group (the page's subject) and the first page of its discussions.
export const queries: PageQueries = ({ params: { slug = "" } }) =>
  slug ? [groupQuery(slug), discussionsQuery(slug)] : [];

function useRefresh(slug: string) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ["groups", "one", slug] }),
      qc.invalidateQueries({ queryKey: ["groups", "discussions", slug] }),
    ]);
}

function Post({ item, group, onChange }: { item: Reply; group: Group; onChange: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const member = group.membership?.status === "active";
  const run = (fn: () => Promise<unknown>) => () => fn().then(onChange, (e: Error) => setError(e.message));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-muted">
        <span className="font-semibold text-ink">{item.author.name}</span> · {formatDateTime(item.created_at)}
        {item.edited_at ? " · edited" : ""}
      </p>
      <p className="whitespace-pre-line">{item.body}</p>
      {item.photos.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {item.photos.map((src) => (
            <img key={src} src={src} alt="" className="h-32 w-auto rounded" loading="lazy" />
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {REACTION_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            className="btn-secondary min-h-11 px-3"
            aria-pressed={item.my_reactions.includes(k)}
            disabled={!member}
            onClick={run(() => react(item.id, k))}
          >
            {REACTION_LABELS[k]} {item.reactions[k] > 0 ? item.reactions[k] : ""}
          </button>
        ))}
        {item.can_edit || (item.can_delete && !group.can_moderate) ? (
          <button
            type="button"
            className="btn-secondary min-h-11 px-3"
            onClick={run(() => deletePost(item.id))}
          >
            Delete
          </button>
        ) : null}
        {group.can_moderate && (
          <button
            type="button"
            className="btn-secondary min-h-11 px-3"
            onClick={run(async () => {
              const reason = window.prompt("Why are you removing this post?");
              if (reason) await removePost(item.id, reason);
            })}
          >
            Remove
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function DiscussionCard({ d, group, onChange }: { d: Discussion; group: Group; onChange: () => void }) {
  const [reply, setReply] = useState("");
  const [error, setError] = useState<string | null>(null);
  const member = group.membership?.status === "active";
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await replyTo(d.id, reply);
      setReply("");
      onChange();
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <li className="card flex flex-col gap-3 p-4" aria-labelledby={`d-${d.id}`}>
      <h3 id={`d-${d.id}`} className="flex items-center gap-2 text-lg font-semibold">
        {d.pinned && <Pin aria-label="Pinned" className="size-4" />}
        {d.locked && <Lock aria-label="Locked" className="size-4" />}
        {d.title}
      </h3>
      <Post item={d} group={group} onChange={onChange} />
      {group.can_moderate && (
        <div className="flex gap-2 text-sm">
          <button
            type="button"
            className="btn-secondary min-h-11 px-3"
            onClick={() => setFlag(d.id, "pin", !d.pinned).then(onChange)}
          >
            {d.pinned ? "Unpin" : "Pin"}
          </button>
          <button
            type="button"
            className="btn-secondary min-h-11 px-3"
            onClick={() => setFlag(d.id, "lock", !d.locked).then(onChange)}
          >
            {d.locked ? "Unlock" : "Lock"}
          </button>
        </div>
      )}
      {d.replies.length > 0 && (
        <ul className="ml-4 flex flex-col gap-3 border-l-2 border-line pl-4" aria-label="Replies">
          {d.replies.map((r) => (
            <li key={r.id}>
              <Post item={r} group={group} onChange={onChange} />
            </li>
          ))}
        </ul>
      )}
      {member && !d.locked && (
        <form onSubmit={submit} className="flex flex-col gap-2">
          <label className="label">
            Reply to "{d.title}"
            <textarea
              className="input"
              rows={2}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
              required
            />
          </label>
          <button type="submit" className="btn-primary self-start">
            Reply
          </button>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
    </li>
  );
}

function Composer({ slug, onPosted }: { slug: string; onPosted: () => void }) {
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { discussion } = await startDiscussion(slug, { title, body });
      if (files.length) await addPhotos(discussion.id, files);
      setTitle("");
      setBody("");
      setFiles([]);
      onPosted();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="card flex flex-col gap-3 p-4" aria-label="Start a discussion">
      <h2 className="text-lg font-semibold">Start a discussion</h2>
      <label className="label">
        Title
        <input
          className="input"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          maxLength={160}
        />
      </label>
      <label className="label">
        Message
        <textarea
          className="input"
          rows={4}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          required
        />
      </label>
      <label className="label">
        Photos (up to 4)
        <input
          className="input"
          type="file"
          accept="image/*"
          multiple
          onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, 4))}
        />
      </label>
      <button type="submit" className="btn-primary self-start" disabled={busy}>
        {busy ? "Posting..." : "Post"}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

export function Component() {
  const { slug = "" } = useParams();
  const location = useLocation();
  const user = useSessionUser();
  const group = useQuery(groupQuery(slug));
  const discussions = useInfiniteQuery({ ...discussionsQuery(slug), enabled: group.isSuccess });
  const refresh = useRefresh(slug);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (group.isError)
    return (
      <EmptyState level={1} title="This group is not available">
        <title>Group not available — Ile</title>
        <p role="alert">{(group.error as Error).message}</p>
        <Link to={paths.groups} className="btn-primary mt-4 inline-flex">
          See all groups
        </Link>
      </EmptyState>
    );
  if (group.isPending)
    return (
      <div className="container-page py-10">
        <title>Group — Ile</title>
        <h1 className="sr-only">Group</h1>
        <p role="status">Loading the group...</p>
      </div>
    );
  const g = group.data;
  const member = g.membership?.status === "active";
  const act = (fn: () => Promise<{ message: string }>) => async () => {
    if (!user) return openLogin(location.pathname);
    setError(null);
    try {
      setMessage((await fn()).message);
      await refresh();
    } catch (err) {
      setError((err as Error).message);
    }
  };
  const items = discussions.data?.pages.flatMap((p) => p.discussions) ?? [];
  return (
    <div className="container-page flex flex-col gap-6 py-6">
      <title>{`${g.name} — Groups — Ile`}</title>
      <header className="flex flex-col gap-2">
        <Link to={paths.groups} className="text-sm text-muted hover:underline">
          All groups
        </Link>
        <h1 className="text-2xl font-bold">{g.name}</h1>
        <p className="text-muted">{g.description}</p>
        <p className="text-sm text-muted">
          {g.member_count} members · {g.visibility === "private" ? "Private group" : "Public group"}
          {g.city || g.state ? ` · ${[g.city, g.state].filter(Boolean).join(", ")}` : ""}
        </p>
        <div className="flex gap-2">
          {!g.membership && (
            <button type="button" className="btn-primary" onClick={act(() => joinGroup(slug))}>
              Join group
            </button>
          )}
          {g.membership?.status === "pending" && (
            <p role="status">Your request to join is waiting for a moderator.</p>
          )}
          {g.membership && g.membership.role !== "owner" && (
            <button type="button" className="btn-secondary" onClick={act(() => leaveGroup(slug))}>
              Leave group
            </button>
          )}
        </div>
        {message && <p role="status">{message}</p>}
        {error && (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        )}
      </header>
      {member && <Composer slug={slug} onPosted={() => void refresh()} />}
      <section aria-labelledby="discussions-title" className="flex flex-col gap-4">
        <h2 id="discussions-title" className="text-xl font-semibold">
          Discussions
        </h2>
        {discussions.isError ? (
          <p role="alert" className="text-red-700">
            {(discussions.error as Error).message}
          </p>
        ) : discussions.isPending ? (
          <p role="status">Loading discussions...</p>
        ) : items.length === 0 ? (
          <p>No discussions yet.{member ? " Start the first one." : ""}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {items.map((d) => (
              <DiscussionCard key={d.id} d={d} group={g} onChange={() => void refresh()} />
            ))}
          </ul>
        )}
        {discussions.hasNextPage && (
          <button
            type="button"
            className="btn-secondary self-center"
            onClick={() => discussions.fetchNextPage()}
            disabled={discussions.isFetchingNextPage}
          >
            Load more
          </button>
        )}
      </section>
    </div>
  );
}
