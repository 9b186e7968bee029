/**
 * A money field typed in naira: a ₦ sign before it, the decimal keypad on phones, and thousands separators or
 * spaces accepted (read with `parseNaira` / `nairaToKobo` from lib/money). It takes every input prop, so it works
 * with `Field`'s props and with react-hook-form's `register`.
 */
import type { ComponentProps } from "react";

export function NairaInput({
  className = "",
  ...props
}: Omit<ComponentProps<"input">, "type" | "inputMode">) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted"
      >
        ₦
      </span>
      <input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={`input pl-7 ${className}`}
      />
    </div>
  );
}
