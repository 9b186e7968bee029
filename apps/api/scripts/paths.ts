/**
 * The raw public files beside the repository (`../shared/data`), when a maintainer has them: only the
 * training and data scripts in this folder read them, and they say what they need when it is missing. Nothing
 * under apps/api/src names this place (at run time and in tests only committed files are read, ADR 0016).
 */
import { resolve } from "node:path";
import { repoRoot } from "../src/platform/paths.ts";

export const sharedDataDir = resolve(repoRoot, "../shared/data");
