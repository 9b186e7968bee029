/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): a `tablist` of `tab` buttons, one tab stop (the
 * selected tab), Left/Right arrows move and select (wrapping), Home/End go to the ends. The caller renders the
 * panels with `tabPanelProps` so each `tabpanel` is named by its tab; the selected value is controlled (e.g. kept in
 * the URL, so the server renders the same tab).
 */
import { type KeyboardEvent, type ReactNode, useRef } from "react";

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

const tabId = (base: string, value: string) => `${base}-tab-${value}`;
const panelId = (base: string, value: string) => `${base}-panel-${value}`;

export function TabList<T extends string>({
  idBase,
  label,
  tabs,
  value,
  onChange,
  className = "flex flex-wrap gap-1 border-b border-line",
}: {
  idBase: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const to =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    const next = tabs[to]!.value;
    onChange(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(el) => {
              if (el) refs.current.set(tab.value, el);
              else refs.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={tabId(idBase, tab.value)}
            aria-selected={selected}
            aria-controls={panelId(idBase, tab.value)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => move(event, index)}
            className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold ${
              selected ? "border-brand-700 text-brand-700" : "border-transparent text-muted hover:text-ink"
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** Props of the panel of `value`: its role, id and the tab that names it; hidden unless selected. */
export function tabPanelProps(idBase: string, value: string, selected: string) {
  return {
    role: "tabpanel" as const,
    id: panelId(idBase, value),
    "aria-labelledby": tabId(idBase, value),
    hidden: value !== selected,
    tabIndex: 0,
  };
}
