/**
 * A registered count field (react-hook-form's `register(name)`) that keeps only digits as people type: a
 * quantity, a quota. Money fields use NairaInput instead (separators and the ₦ sign are allowed there).
 */
import type { ChangeEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

export const digitsOnly = <N extends string>(field: UseFormRegisterReturn<N>) => ({
  ...field,
  onChange: (e: ChangeEvent<HTMLInputElement>) => {
    e.target.value = e.target.value.replace(/\D/g, "");
    return field.onChange(e);
  },
});
