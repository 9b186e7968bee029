/** Reads a profile form (multipart or JSON): the validated fields and an optional new picture, stored. */
import { profileMessages } from "@ile/contract";
import type { FastifyRequest } from "fastify";
import { AppError, fieldErrorsOf } from "../../../platform/errors.ts";
import type { Storage } from "../../../platform/storage.ts";
import { readMultipart, storeAvatar } from "../../../platform/uploads.ts";
import { profileFields } from "../profile-fields.ts";
import type { ProfileForm } from "../profile-service.ts";

export async function readProfileForm(request: FastifyRequest, storage: Storage): Promise<ProfileForm> {
  if (request.isMultipart()) {
    const form = await readMultipart(request, { maxFiles: 1 });
    const file = form.files.find((f) => f.field === "profile_picture");
    const parsed = profileFields.safeParse(form.fields);
    if (!parsed.success) throw AppError.validation(fieldErrorsOf(parsed.error));
    const picture = file ? await storeAvatar(storage, "avatars", file, "profile_picture") : null;
    return { update: parsed.data, picture };
  }
  const body = request.body ?? {};
  // A body that is not a JSON object (`true`, a text/plain string, a list) is a 422, never a crash.
  if (typeof body !== "object" || Array.isArray(body))
    throw AppError.validation({ body: [profileMessages.notAnObject] });
  let raw = body as Record<string, unknown>;
  if ("dob" in raw && !("date_of_birth" in raw)) raw = { ...raw, date_of_birth: raw.dob };
  const parsed = profileFields.safeParse(raw);
  if (!parsed.success) throw AppError.validation(fieldErrorsOf(parsed.error));
  return { update: parsed.data, picture: null };
}
