/**
 * A list field as tags: type and press Enter (or a comma) to add, a button to remove each. Text left in the
 * box is added when the box loses focus (so pressing Save keeps it).
 */
import { X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";

export function TagInput({
  id,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const [draft, setDraft] = useState("");
  const add = (raw: string) => {
    const entries = raw
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s && !value.includes(s));
    if (entries.length) onChange([...value, ...entries]);
    setDraft("");
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" || e.key === ",") {
      e.preventDefault();
      add(draft);
    } else if (e.key === "Backspace" && !draft && value.length) onChange(value.slice(0, -1));
  };
  return (
    <div className="flex flex-col gap-2">
      {value.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Added">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm"
            >
              {tag}
              <button
                type="button"
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-brand-100"
                aria-label={`Remove ${tag}`}
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        className="input"
        value={draft}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKey}
        onBlur={() => add(draft)}
        placeholder="Type and press Enter"
      />
    </div>
  );
}
