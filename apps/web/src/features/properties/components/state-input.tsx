import type { FieldControlProps } from "@/components/ui/field";
import { LISTING_STATES } from "../lib/states";

/** The state of a listing or request: free text with Nigeria's states as suggestions. Used inside a Field. */
export function StateInput({
  defaultValue,
  autoComplete,
  ...control
}: FieldControlProps & { defaultValue?: string; autoComplete?: string }) {
  const listId = `${control.id}-states`;
  return (
    <>
      <input
        {...control}
        name="state"
        className="input"
        list={listId}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required
      />
      <datalist id={listId}>
        {LISTING_STATES.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </>
  );
}
