/** The text field the community schemas share (community.ts, community-news.ts); not exported from the package index. */
import { z } from "zod";

export const plain = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .max(max, { error: `${name} must be at most ${max} characters` });
