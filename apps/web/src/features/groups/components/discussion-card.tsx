/**
 * One discussion on a group's page (issue 21): the post and its replies (one level), reactions, the author's
 * edit (within the window the server allows: `can_edit`) and delete, a reply box for members, and moderation
 * (pin, lock, remove with a reason kept in the audit log) for the group's moderators. Text is rendered by
 * React (escaped). The reply and edit boxes (discussion-forms.tsx, on the form kit) load for members and authors
 * only, so the public group page stays zod-free (ADR 0022).
 */
import type { Discussion, Group, Reply } from "@ile/contract";
import { REACTION_KINDS, REACTION_LABELS } from "@ile/contract";
import { Lock, Pin } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { formatDateTime } from "@/lib/format";
import { deletePost, react, removePost, setFlag } from "../api/groups";

const EditForm = lazy(() => import("./discussion-forms").then((m) => ({ default: m.EditForm })));
const ReplyForm = lazy(() => import("./discussion-forms").then((m) => ({ default: m.ReplyForm })));

function Post({ item, group, onChange }: { item: Reply; group: Group; onChange: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const member = group.membership?.status === "active";
  const run = (fn: () => Promise<unknown>) => () => fn().then(onChange, (e: Error) => setError(e.message));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-muted">
        <span className="font-semibold text-ink">{item.author.name}</span> · {formatDateTime(item.created_at)}
        {item.edited_at ? " · edited" : ""}
      </p>
      {editing ? (
        <Suspense fallback={null}>
          <EditForm item={item} onDone={() => setEditing(false)} onChange={onChange} />
        </Suspense>
      ) : (
        <p className="whitespace-pre-line">{item.body}</p>
      )}
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
        {item.can_edit && !editing ? (
          <button type="button" className="btn-secondary min-h-11 px-3" onClick={() => setEditing(true)}>
            Edit
          </button>
        ) : null}
        {group.can_moderate && (
          <ReasonDialog
            trigger="Remove"
            triggerLabel={`Remove post by ${item.author.name}`}
            title={`Remove post by ${item.author.name}`}
            description="The post is hidden from the group; the reason is kept in the audit log."
            confirm="Remove"
            onConfirm={async (reason) => {
              await removePost(item.id, reason);
              onChange();
            }}
          />
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

export function DiscussionCard({
  d,
  group,
  onChange,
}: {
  d: Discussion;
  group: Group;
  onChange: () => void;
}) {
  const member = group.membership?.status === "active";
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
        <Suspense fallback={null}>
          <ReplyForm discussionId={d.id} title={d.title} onChange={onChange} />
        </Suspense>
      )}
    </li>
  );
}
