/** The listing form's rooms, size, furnishing and amenities. */
import type { Property } from "@ile/contract";
import { Field } from "@/components/ui/field";
import { FieldGroup, NumberField } from "./form-parts";

export function RoomsFields({
  listing: l,
  err,
}: {
  listing: Property | undefined;
  err: (key: string) => string | null;
}) {
  return (
    <FieldGroup title="Rooms and features">
      <NumberField name="bedrooms" label="Bedrooms" value={l?.bedrooms ?? 0} error={err("bedrooms")} />
      <NumberField name="bathrooms" label="Bathrooms" value={l?.bathrooms ?? 0} error={err("bathrooms")} />
      <NumberField name="toilets" label="Toilets" value={l?.toilets ?? 0} error={err("toilets")} />
      <NumberField
        name="parking_spaces"
        label="Parking spaces"
        value={l?.parking_spaces ?? 0}
        error={err("parking_spaces")}
      />
      <NumberField
        name="area"
        label="Area in m² (optional)"
        value={l?.area}
        error={err("area")}
        extra={{ min: 1 }}
      />
      <div className="flex flex-col justify-end gap-2">
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name="furnished"
            defaultChecked={l?.furnished}
            className="size-5 accent-brand-700"
          />
          Furnished
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name="serviced"
            defaultChecked={l?.serviced}
            className="size-5 accent-brand-700"
          />
          Serviced
        </label>
      </div>
      <Field
        label="Amenities (optional)"
        error={err("amenities")}
        hint="Separate with commas, e.g. Borehole, Prepaid meter, 24h security"
        className="sm:col-span-2"
      >
        {(p) => (
          <textarea
            {...p}
            name="amenities"
            className="input min-h-20 py-2"
            defaultValue={l?.amenities.join(", ")}
          />
        )}
      </Field>
    </FieldGroup>
  );
}
