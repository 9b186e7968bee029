/**
 * Under an enquiry (issue 50, ADR 0750): the conversation after the first message — my answers and the enquirer's
 * replies, WhatsApp ones included — and the answer box. The server sends the answer on WhatsApp free-form inside
 * the 24-hour window, else as a template, else by e-mail, and says which.
 */
import { enquiryMessages as M } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { QueryState } from "@/components/query-state";
import { formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";
import { answerEnquiry, enquiryThreadQuery } from "../../api/manage";

export function EnquiryConversation({ id }: { id: number }) {
  const thread = useQuery(enquiryThreadQuery(id));
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const field = useId();
  const send = useMutation({
    mutationFn: () => answerEnquiry(id, text),
    onSuccess: (r) => {
      toast.success(r.message);
      setText("");
      void queryClient.invalidateQueries({ queryKey: enquiryThreadQuery(id).queryKey });
    },
    onError: (err) => toast.error(err.firstFieldError ?? err.message),
  });
  return (
    <div className="flex flex-col gap-3">
      <QueryState
        query={thread}
        loading="Loading the conversation..."
        skeleton="lines"
        empty={<p className="text-sm text-muted">{M.noAnswers}</p>}
      >
        {(messages) => (
          <ol className="flex flex-col gap-2">
            {messages.map((m) => (
              <li key={m.id} className="rounded-[var(--radius-control)] border border-line p-3">
                <p className="text-sm text-muted">
                  {m.author === "lister" ? M.byYou : M.byEnquirer} · {m.channel} ·{" "}
                  {formatDateTime(m.created_at)}
                </p>
                <p className="whitespace-pre-line">{m.body}</p>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) send.mutate();
        }}
      >
        <label htmlFor={field} className="text-sm font-semibold">
          {M.answerLabel}
        </label>
        <textarea
          id={field}
          className="input min-h-20"
          value={text}
          maxLength={2000}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn-primary self-start" disabled={send.isPending || !text.trim()}>
          {M.send}
        </button>
      </form>
    </div>
  );
}
