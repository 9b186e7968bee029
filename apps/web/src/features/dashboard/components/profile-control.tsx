import type { Ref } from "react";
import type { FieldControlProps } from "@/components/ui/field";
import type { ProfileField } from "../lib/profile-fields";
import { TagInput } from "./tag-input";

/** The input a field is edited with: text, long text, number, date, web address, a choice, or tags. */
export function Control({
  field,
  props,
  inputRef,
  value,
  onChange,
}: {
  field: ProfileField;
  props: FieldControlProps;
  /** Where a form focuses the field (the first field with an error). */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>;
  value: string | string[];
  onChange: (v: string | string[]) => void;
}) {
  if (field.type === "tags")
    return (
      <TagInput
        id={props.id}
        describedBy={props["aria-describedby"]}
        invalid={props["aria-invalid"]}
        value={value as string[]}
        onChange={onChange}
      />
    );
  const text = value as string;
  if (field.type === "textarea")
    return (
      <textarea
        {...props}
        ref={inputRef}
        className="input min-h-24"
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  if (field.type === "select")
    return (
      <select
        {...props}
        ref={inputRef}
        className="input"
        value={text}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Not given</option>
        {field.options?.map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
        {text && !field.options?.some(([v]) => v === text) ? <option value={text}>{text}</option> : null}
      </select>
    );
  return (
    <input
      {...props}
      ref={inputRef}
      className="input"
      type={
        field.type === "number"
          ? "number"
          : field.type === "date"
            ? "date"
            : field.type === "url"
              ? "url"
              : "text"
      }
      inputMode={field.type === "number" ? "numeric" : undefined}
      min={field.type === "number" ? 0 : undefined}
      max={field.type === "date" ? new Date().toISOString().slice(0, 10) : undefined}
      value={text}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
