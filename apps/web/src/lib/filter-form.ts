/**
 * The filter forms of list screens (admin users, payments, the audit log …): the filters live in the URL (shareable,
 * kept on reload), the form edits a draft, and sending it replaces the URL's filters (back to page 1). `field(key)`
 * binds an input or select to the draft; `goTo(page)` keeps the filters and changes the page; `pick(key, value)`
 * applies one filter at once (a trade tile, a category select outside the form), keeping the URL's others and the
 * draft in step, back to page 1. When the URL's filters change from outside the form (back, a link), the draft
 * follows them. Values are trimmed on the way to the URL. `defaults` names what a filter means when absent (the
 * listings' `sort: "newest"`): an empty draft shows it, and a value equal to it is left out of the URL.
 *
 *   const f = useFilterForm(["query", "status"]);
 *   const list = useQuery(adminPaymentsQuery({ ...f.filters, page: f.page }));
 *   <form onSubmit={f.submit}><input {...f.field("query")} /></form>
 */
import { type ChangeEvent, type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";

export function useFilterForm<K extends string>(
  keys: readonly K[],
  { defaults = {} }: { defaults?: Partial<Record<K, string>> } = {},
) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ""])) as Record<K, string>;
  const page = Number(params.get("page") ?? 1) || 1;
  const [draft, setDraft] = useState(filters);
  // The URL's filters changed from outside the form (back, a link): the form shows them again.
  const inUrl = JSON.stringify(filters);
  const [shown, setShown] = useState(inUrl);
  if (inUrl !== shown) {
    setShown(inUrl);
    setDraft(filters);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const k of keys) {
      const v = (draft[k] ?? "").trim();
      if (v && v !== defaults[k]) next.set(k, v);
    }
    setParams(next);
  };
  const goTo = (to: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(to));
    setParams(next);
  };
  const field = (key: K) => ({
    value: draft[key] || defaults[key] || "",
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  const pick = (key: K, value: string) => {
    const next = new URLSearchParams(params);
    if (value && value !== defaults[key]) next.set(key, value);
    else next.delete(key);
    next.delete("page");
    setParams(next);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  return { filters, page, draft, setDraft, submit, goTo, field, pick };
}
