/** GET /people: the directory by role, state, city, verified only and words. */
import { directoryReplySchema, peopleMessages } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, type FieldErrors } from "../../../platform/errors.ts";
import { stripMarkup, words } from "../../../platform/language/text.ts";
import { ROLE_WORDS } from "../../../platform/language/vocabulary.ts";
import type { DirectoryQuery } from "../service.ts";
import { MAX_LIMIT, tags, text, whole } from "./shared.ts";

const SORTS = ["newest", "rating", "name"] as const;
const directoryQuery = z.object({
  role: text("tenant (or user), landlord, agent, developer; comma list allowed"),
  state: text("State name; Abuja and FCT mean the Federal Capital Territory"),
  city: text("Town or LGA"),
  verified: text("true: verified (KYC-checked) people only"),
  query: text("Words of the name, occupation or place (prefix match)"),
  sort: text("newest (default), rating, name"),
  page: text("Page, default 1"),
  limit: text("Per page, default 12, at most 50"),
});

/** The directory query checked (422 with every problem) and interpreted. */
function parseDirectory(q: z.output<typeof directoryQuery>): DirectoryQuery {
  const errors: FieldErrors = {};
  const page = whole(q.page, 1, 10_000, "page", errors);
  const limit = whole(q.limit, 12, MAX_LIMIT, "limit", errors);
  let roles: string[] | null = null;
  const roleText = stripMarkup(q.role ?? "");
  if (roleText) {
    const mapped = words(roleText).map((w) => ROLE_WORDS[w]);
    if (!mapped.length || mapped.some((r) => !r)) errors.role = [peopleMessages.roleInvalid];
    else roles = [...new Set(mapped as string[])];
  }
  const sort = (stripMarkup(q.sort ?? "") || "newest").toLowerCase();
  if (!(SORTS as readonly string[]).includes(sort)) errors.sort = [peopleMessages.sortInvalid];
  if (Object.keys(errors).length) throw AppError.validation(errors);
  return { ...q, page, limit, roles, sort: sort as DirectoryQuery["sort"] };
}

export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/people",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "Directory of people by role, state, city, verified only and words",
        querystring: directoryQuery,
        response: { 200: directoryReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await app.services.people.directory(parseDirectory(request.query), request.session),
    }),
  );
};
