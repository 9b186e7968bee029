/**
 * Answer a matching property request (issue 37, ADR 0270): a message and, optionally, one of my available
 * listings; the requester is told in the app and by e-mail. A disclosure under each matching request.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { FormMessage } from "@/components/ui/field";
import { errorText } from "@/lib/http";
import { answerRequest, myListingsQuery } from "../../api/manage";

export function AnswerRequest({ requestId }: { requestId: number }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [listing, setListing] = useState("");
  const id = useId();
  const mine = useQuery({ ...myListingsQuery(1), enabled: open });
  const send = useMutation({
    mutationFn: () => answerRequest(requestId, { message, listing_slug: listing || null }),
  });
  const available = (mine.data?.data ?? []).filter((p) => p.status === "available");
  if (send.isSuccess) return <FormMessage kind="success">{send.data.message}</FormMessage>;
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn-outline self-start"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        Answer this request
      </button>
      <form
        id={id}
        hidden={!open}
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          send.mutate();
        }}
      >
        <label className="label" htmlFor={`${id}-message`}>
          Your message
        </label>
        <textarea
          id={`${id}-message`}
          className="input min-h-24"
          value={message}
          maxLength={2000}
          required
          onChange={(e) => setMessage(e.target.value)}
        />
        <label className="label" htmlFor={`${id}-listing`}>
          Suggest one of your listings (optional)
        </label>
        <select
          id={`${id}-listing`}
          className="input"
          value={listing}
          onChange={(e) => setListing(e.target.value)}
        >
          <option value="">No listing</option>
          {available.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.title}
            </option>
          ))}
        </select>
        {send.isError ? <FormMessage kind="error">{errorText(send.error)}</FormMessage> : null}
        <button type="submit" className="btn-primary self-start" disabled={send.isPending}>
          {send.isPending ? "Sending…" : "Send answer"}
        </button>
      </form>
    </div>
  );
}
