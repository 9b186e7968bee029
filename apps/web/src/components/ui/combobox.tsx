/**
 * A text input that suggests known values as the user types and still accepts any text: the WAI-ARIA
 * combobox pattern with a list popup (role="combobox", aria-autocomplete="list", aria-expanded, aria-controls
 * a role="listbox", the highlighted option named by aria-activedescendant while focus stays in the input).
 * Keys: Down/Up open the list and move through it, Enter takes the highlighted option (and only then stops
 * the form from submitting), Escape closes the list (a second Escape clears the text). A click takes an
 * option. Suggestions match any word's start, without regard to case or punctuation ("ph" → "Lekki Phase 1").
 */
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from "react";
import type { FieldControlProps } from "./field";

const MAX_SUGGESTIONS = 8;

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Options whose words start with each typed word, best (earliest in `options`) first. */
export function suggest(options: string[], typed: string, max = MAX_SUGGESTIONS): string[] {
  const want = fold(typed).split(" ").filter(Boolean);
  if (want.length === 0) return options.slice(0, max);
  const out: string[] = [];
  for (const o of options) {
    const have = fold(o).split(" ");
    if (want.every((w) => have.some((h) => h.startsWith(w)))) out.push(o);
    if (out.length === max) break;
  }
  return out;
}

export function Combobox({
  options,
  value,
  onChange,
  ...control
}: FieldControlProps & { options: string[]; value: string; onChange: (value: string) => void }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = useMemo(() => suggest(options, value), [options, value]);
  const expanded = open && shown.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;
  // The active option stays in view as Down/Up move through a list taller than its box.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [active, listId]);

  function take(option: string) {
    onChange(option);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!shown.length) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setOpen(true);
      setActive((i) =>
        !expanded ? (step > 0 ? 0 : shown.length - 1) : (i + step + shown.length) % shown.length,
      );
    } else if (e.key === "Enter" && expanded && active >= 0 && shown[active] !== undefined) {
      e.preventDefault();
      take(shown[active]);
    } else if (e.key === "Escape") {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        e.preventDefault();
        onChange("");
      }
    }
  }

  return (
    <div className="relative">
      <input
        {...control}
        type="text"
        role="combobox"
        className="input"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-40 mt-1 max-h-72 overflow-auto rounded-[var(--radius-control)] border border-line bg-surface py-1 shadow-[var(--shadow-pop)]"
      >
        {shown.map((o, i) => (
          <div
            key={o}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // not in the tab order: the keyboard works through the input (aria-activedescendant)
            tabIndex={-1}
            className={`cursor-pointer px-3 py-2 ${i === active ? "bg-brand-50 text-brand-800" : ""}`}
            // mousedown, not click: it must come before the input's blur closes the list
            onMouseDown={(e) => {
              e.preventDefault();
              take(o);
            }}
          >
            {o}
          </div>
        ))}
      </div>
    </div>
  );
}
