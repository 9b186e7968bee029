import type { ComponentProps } from "react";
import type { FieldControlProps } from "@/components/ui/field";
import { LISTING_STATES } from "../lib/states";

/**
 * The state of a listing or request: free text with Nigeria's states as suggestions. Used inside a Field; takes
 * any input prop too (a default value, or react-hook-form's `register("state")`).
 */
export function StateInput(props: FieldControlProps & Omit<ComponentProps<"input">, "list" | "className">) {
  const listId = `${props.id}-states`;
  return (
    <>
      <input name="state" required {...props} className="input" list={listId} />
      <datalist id={listId}>
        {LISTING_STATES.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </>
  );
}
