/**
 * The listing form's title section: the title document and the registered title number. The number is what a
 * published caveat notice is matched on (issue 21, ADR 0800), so a buyer sees the warning on the listing.
 */
import { TITLE_DOCUMENT_LABELS, TITLE_DOCUMENTS } from "@ile/contract";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import type { ListingFormValues } from "../../lib/listing-form-read";

export function TitleFields({
  field,
  err,
}: {
  field: (name: keyof ListingFormValues) => UseFormRegisterReturn;
  err: (key: string) => string | null;
}) {
  return (
    <>
      <Field label="Title document" error={err("title_document")}>
        {(p) => (
          <select {...p} {...field("title_document")} className="input">
            <option value="">None / not stated</option>
            {TITLE_DOCUMENTS.map((t) => (
              <option key={t} value={t}>
                {TITLE_DOCUMENT_LABELS[t]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Title number"
        error={err("title_number")}
        hint="As on the C of O or registered title, e.g. LA/2019/1234. Checked against published caveat notices."
      >
        {(p) => (
          <input {...p} {...field("title_number")} className="input" maxLength={80} autoComplete="off" />
        )}
      </Field>
    </>
  );
}
