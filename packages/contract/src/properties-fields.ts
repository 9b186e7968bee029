/** The fields the listings schemas share (properties.ts, properties-enquiries.ts); not exported from the package index. */
import { z } from "zod";

export const id = z.number().int();

/** A count of rooms or spaces, 0 to 1000. */
export const count = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(0, { error: `${name} cannot be negative` })
    .max(1000, { error: `${name} is too large` });
