/** The full-screen centred loading spinner of SPEC §2. */
export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-surface/70"
      role="status"
      aria-live="polite"
    >
      <span
        className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
