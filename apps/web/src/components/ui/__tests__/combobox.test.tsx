import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Combobox, suggest } from "../combobox";
import { Field } from "../field";

const HOODS = ["Lekki Phase 1", "Ikota", "Osapa London", "Chevron", "Ikate", "Lekki Phase 2"];

function Form({ onSubmit }: { onSubmit: (area: string) => void }) {
  const [area, setArea] = useState("");
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(area);
      }}
    >
      <Field label="Area (optional)">
        {(p) => <Combobox {...p} value={area} onChange={setArea} options={HOODS} />}
      </Field>
      <button type="submit">Value</button>
    </form>
  );
}

describe("Combobox", () => {
  it("suggests options whose words start with the typed words, without regard to case or punctuation", () => {
    expect(suggest(HOODS, "ph")).toEqual(["Lekki Phase 1", "Lekki Phase 2"]);
    expect(suggest(HOODS, "lekki ph 2")).toEqual(["Lekki Phase 2"]);
    expect(suggest(HOODS, "OSAPA-lon")).toEqual(["Osapa London"]);
    expect(suggest(HOODS, "nowhere")).toEqual([]);
    expect(suggest(HOODS, "", 3)).toEqual(["Lekki Phase 1", "Ikota", "Osapa London"]);
  });

  it("follows the WAI-ARIA combobox pattern: Down/Up move the active option, Enter takes it, Escape closes", async () => {
    const user = userEvent.setup();
    const submitted: string[] = [];
    render(<Form onSubmit={(a) => submitted.push(a)} />);
    const box = screen.getByRole("combobox", { name: "Area (optional)" });
    expect(box).toHaveAttribute("aria-autocomplete", "list");
    expect(box).toHaveAttribute("aria-expanded", "false");
    await user.type(box, "ik");
    expect(box).toHaveAttribute("aria-expanded", "true");
    const list = screen.getByRole("listbox");
    expect(box).toHaveAttribute("aria-controls", list.id);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Ikota", "Ikate"]);
    expect(box).not.toHaveAttribute("aria-activedescendant");

    await user.keyboard("{ArrowDown}{ArrowDown}");
    const active = screen.getByRole("option", { name: "Ikate" });
    expect(box).toHaveAttribute("aria-activedescendant", active.id);
    expect(active).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}");
    expect(box).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { name: "Ikota" }).id);
    await user.keyboard("{ArrowUp}"); // wraps to the last
    expect(box).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { name: "Ikate" }).id);

    await user.keyboard("{Enter}"); // takes the option; does not submit
    expect(box).toHaveValue("Ikate");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(submitted).toEqual([]);
    expect(box).toHaveFocus();

    await user.keyboard("{Enter}"); // list closed: Enter submits the form
    expect(submitted).toEqual(["Ikate"]);

    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveValue("Ikate");
    await user.keyboard("{Escape}"); // a second Escape clears the text
    expect(box).toHaveValue("");
  });

  it("accepts free text nothing matches, and takes an option on a click", async () => {
    const user = userEvent.setup();
    const submitted: string[] = [];
    render(<Form onSubmit={(a) => submitted.push(a)} />);
    const box = screen.getByRole("combobox", { name: "Area (optional)" });
    await user.type(box, "Plot 5, Admiralty Way");
    expect(box).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Enter}");
    expect(submitted).toEqual(["Plot 5, Admiralty Way"]);

    await user.clear(box);
    await user.type(box, "osa");
    await user.click(screen.getByRole("option", { name: "Osapa London" }));
    expect(box).toHaveValue("Osapa London");
    expect(box).toHaveAttribute("aria-expanded", "false");
  });
});
