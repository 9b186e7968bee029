/**
 * The header's search (issue 5): a disclosure button that opens a one-field form; submitting goes to
 * /search-results?query=… where the search page keeps every filter in the URL. Closes on Escape, on a click
 * outside and on navigation.
 * Not on the form kit (issue 39): a search box that navigates, not data entry.
 */
import { Search, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "@/config/paths";

export function HeaderSearch() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    const onPointer = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPointer);
    };
  }, [open]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const query = text.trim();
    navigate(query ? `${paths.searchResults}?${new URLSearchParams({ query })}` : paths.searchResults);
    setText("");
  }

  return (
    <div ref={box} className="relative ml-auto lg:ml-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? "Close search" : "Search"}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-[var(--radius-control)] text-ink hover:bg-brand-50 hover:text-brand-700"
      >
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Search aria-hidden="true" className="size-5" />
        )}
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-[min(92vw,28rem)] rounded-[var(--radius-card)] border border-line bg-surface p-3 shadow-[var(--shadow-pop)]"
      >
        <search>
          <form onSubmit={submit} className="flex gap-2">
            <label htmlFor={`${id}-q`} className="sr-only">
              Search Ile
            </label>
            <input
              ref={input}
              id={`${id}-q`}
              type="search"
              className="input flex-1"
              placeholder="Duplex in Lekki, agents in Abuja…"
              maxLength={200}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="btn-primary">
              Search
            </button>
          </form>
        </search>
      </div>
    </div>
  );
}
