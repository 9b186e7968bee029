/**
 * The areas a provider serves (ADR 0303), from the service's list for the chosen state: its LGAs as checkboxes,
 * and its well-known towns ("Lekki", "Ajah": the names /find-services is searched by) added from suggestions.
 * Anything else is refused here with the API's own message, so what is sent is what the API accepts.
 */
import { homeServicesMessages } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { QueryState } from "@/components/query-state";
import { errorText } from "@/lib/api-client";
import { serviceAreasQuery } from "../api/providers";

const key = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

export function ServedAreas({
  state,
  value,
  onChange,
  error,
}: {
  state: string;
  value: string[];
  onChange: (areas: string[]) => void;
  /** The API's field error on service_areas. */
  error?: string | undefined;
}) {
  const areas = useQuery(serviceAreasQuery(state));
  const [town, setTown] = useState("");
  const [hint, setHint] = useState("");
  const chosen = new Set(value);
  const lgas = areas.data?.lgas ?? [];
  const towns = value.filter((v) => !lgas.includes(v));

  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...value, name] : value.filter((v) => v !== name));
  const addTown = () => {
    const typed = town.trim();
    if (!typed || !areas.data) return;
    const match = [...areas.data.towns, ...lgas].find((n) => key(n) === key(typed));
    if (!match) {
      setHint(homeServicesMessages.unknownAreas([typed], areas.data.state));
      return;
    }
    if (!chosen.has(match)) onChange([...value, match]);
    setTown("");
    setHint("");
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault(); // add the town, do not send the form
      addTown();
    }
  };

  return (
    <fieldset className="grid gap-3 sm:col-span-2" aria-describedby="bp-areas-count">
      <legend className="label">Areas you serve in {state}</legend>
      <QueryState
        query={areas}
        loading={`Loading the areas of ${state}…`}
        skeleton="lines"
        error={(error) => (
          <p role="alert" className="text-sm text-red-700">
            {errorText(error)}
          </p>
        )}
      >
        {(data) => (
          <>
            <fieldset>
              <legend className="text-sm text-muted">Local government areas</legend>
              <ul className="mt-1 grid max-h-72 overflow-y-auto rounded border border-line px-2 sm:grid-cols-2 lg:grid-cols-3">
                {lgas.map((name) => (
                  <li key={name}>
                    <label className="flex min-h-11 items-center gap-3">
                      <input
                        type="checkbox"
                        className="size-5 shrink-0"
                        checked={chosen.has(name)}
                        onChange={(e) => toggle(name, e.target.checked)}
                      />
                      {name}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div>
              <label className="text-sm text-muted" htmlFor="bp-town">
                Add a town or neighbourhood people search by
              </label>
              <div className="mt-1 flex gap-2">
                <input
                  id="bp-town"
                  className="input min-w-0 flex-1"
                  list="bp-towns"
                  value={town}
                  placeholder={data.towns[0] ? `e.g. ${data.towns[0]}` : undefined}
                  aria-invalid={Boolean(hint)}
                  aria-describedby={hint ? "bp-town-hint" : undefined}
                  onChange={(e) => setTown(e.target.value)}
                  onKeyDown={onKey}
                />
                <button type="button" className="btn-outline min-h-11" onClick={addTown}>
                  Add
                </button>
              </div>
              <datalist id="bp-towns">
                {data.towns.map((t) => (
                  <option key={t} value={t} />
                ))}
              </datalist>
              {hint && (
                <p id="bp-town-hint" role="alert" className="text-sm text-red-700">
                  {hint}
                </p>
              )}
            </div>
            {towns.length > 0 && (
              <ul aria-label="Towns you serve" className="flex flex-wrap gap-2">
                {towns.map((t) => (
                  <li key={t} className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3">
                    {t}
                    <button
                      type="button"
                      className="flex size-11 items-center justify-center rounded-full"
                      aria-label={`Remove ${t}`}
                      onClick={() => toggle(t, false)}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
      <p id="bp-areas-count" aria-live="polite" className="text-sm text-muted">
        {value.length === 0
          ? "No areas chosen: you are listed under your own town."
          : `${value.length} ${value.length === 1 ? "area" : "areas"} chosen`}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
