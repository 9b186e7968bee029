/** The listing form's rooms, size, furnishing and amenities. */
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import type { ListingFormValues } from "../../lib/listing-form-read";
import { FieldGroup, NumberField } from "./form-parts";

export function RoomsFields({
  field,
  err,
}: {
  field: (name: keyof ListingFormValues) => UseFormRegisterReturn;
  err: (key: string) => string | null;
}) {
  return (
    <FieldGroup title="Rooms and features">
      <NumberField field={field("bedrooms")} label="Bedrooms" error={err("bedrooms")} />
      <NumberField field={field("bathrooms")} label="Bathrooms" error={err("bathrooms")} />
      <NumberField field={field("toilets")} label="Toilets" error={err("toilets")} />
      <NumberField field={field("parking_spaces")} label="Parking spaces" error={err("parking_spaces")} />
      <NumberField
        field={field("area")}
        label="Area in m² (optional)"
        error={err("area")}
        extra={{ min: 1 }}
      />
      <div className="flex flex-col justify-end gap-2">
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" {...field("furnished")} className="size-5 accent-brand-700" />
          Furnished
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" {...field("serviced")} className="size-5 accent-brand-700" />
          Serviced
        </label>
      </div>
      <Field
        label="Amenities (optional)"
        error={err("amenities")}
        hint="Separate with commas, e.g. Borehole, Prepaid meter, 24h security"
        className="sm:col-span-2"
      >
        {(p) => <textarea {...p} {...field("amenities")} className="input min-h-20 py-2" />}
      </Field>
    </FieldGroup>
  );
}
