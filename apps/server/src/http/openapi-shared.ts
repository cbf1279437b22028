import { z } from "@hono/zod-openapi";

export const errorBody = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .openapi("Error");

const errorContent = { "application/json": { schema: errorBody } };

export const errorResponses = {
  400: { description: "Invalid input; `fields` names each field and its problem", content: errorContent },
  401: { description: "Not signed in", content: errorContent },
  403: { description: "Signed in without the permission", content: errorContent },
  404: { description: "Not found, or not in your organisation", content: errorContent },
} as const;

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

/** The path parameters of every organisation-scoped route. */
export const orgParams = z.object({ orgId: z.string().openapi({ description: "Organisation id" }) });
