/** The foot of a two-column dashboard form: the form's message (announced), then its button and Cancel. */
export function FormFooter({
  message,
  submit,
  busy,
  onCancel,
}: {
  message: string | null;
  submit: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {message ? (
        <p role="alert" className="text-negative sm:col-span-2">
          {message}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {submit}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}
