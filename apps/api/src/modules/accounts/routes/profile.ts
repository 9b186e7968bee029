/**
 * The signed-in person's own profile (SPEC §3 Profile, §7): GET /profile, POST /create/profile (multipart,
 * list fields as key[], profile_picture file), PUT /update/profile (JSON or multipart), DELETE /profile.
 * Every call acts on the caller's own profile only: no id is taken from the request.
 */
import { apiOwnProfileReplySchema, profileMessages } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { changesPublicPages } from "../../../platform/page-cache.ts";
import { readProfileForm } from "./profile-form.ts";

const profileReply = apiOwnProfileReplySchema;

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.services.profiles;
  const uploads = app.storage;
  const common = { preHandler: app.authenticate, schema: { tags: ["profile"], security: [{ bearer: [] }] } };

  app.get(
    "/profile",
    {
      ...common,
      schema: {
        ...common.schema,
        summary: "The signed-in person's whole profile",
        response: { 200: profileReply },
      },
    },
    async (request) => ({ status: "success" as const, data: await profiles.own(request.session!.userId) }),
  );

  app.post(
    "/create/profile",
    {
      ...common,
      config: changesPublicPages,
      schema: {
        ...common.schema,
        summary: "Fill in the profile (multipart: list fields as key[], profile_picture file)",
        response: { 201: profileReply },
      },
    },
    async (request, reply) => {
      const data = await profiles.save(request.session!.userId, () => readProfileForm(request, uploads));
      return reply.status(201).send({ status: "success", message: profileMessages.saved, data });
    },
  );

  app.put(
    "/update/profile",
    {
      ...common,
      config: changesPublicPages,
      schema: {
        ...common.schema,
        summary: "Change profile fields (JSON, or multipart with a new profile_picture)",
        response: { 200: profileReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: profileMessages.updated,
      data: await profiles.save(request.session!.userId, () => readProfileForm(request, uploads)),
    }),
  );

  app.delete(
    "/profile",
    {
      ...common,
      config: changesPublicPages,
      schema: {
        ...common.schema,
        summary:
          "Delete the profile and account (soft delete; every session ends; email and phone are freed)",
        response: { 200: z.object({ status: z.literal("success"), message: z.string() }) },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: await profiles.remove(request.session!.userId),
    }),
  );
};
