/** Nigerian states as people type them ("FCT", "abuja", "Lagos State") and the spellings records use. */
import { words } from "./text.ts";

export interface StateFilter {
  name: string;
  /** Folded spellings that mean this state ("federal capital territory", "abuja", "fct"). */
  aliases: string[];
}

const STATE_ALIASES: Record<string, string[]> = {
  "federal capital territory": ["federal capital territory", "abuja", "fct", "fct abuja", "abuja fct"],
  nassarawa: ["nassarawa", "nasarawa"],
  "akwa ibom": ["akwa ibom", "akwaibom"],
  "cross river": ["cross river", "crossriver"],
};

/** A state as typed ("FCT", "abuja", "Lagos State") → its name and the spellings records may use. */
export function parseState(value: string): StateFilter {
  const folded = words(value)
    .filter((w) => w !== "state")
    .join(" ");
  for (const [name, aliases] of Object.entries(STATE_ALIASES)) {
    if (aliases.includes(folded)) {
      return {
        name: name === "federal capital territory" ? "Federal Capital Territory" : titleWords(name),
        aliases,
      };
    }
  }
  return { name: titleWords(folded), aliases: [folded] };
}

const titleWords = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
