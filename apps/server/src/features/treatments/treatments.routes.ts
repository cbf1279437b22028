import { z } from "@hono/zod-openapi";
import {
  categoryBody,
  categoryUpdateBody,
  categoryView,
  templateBody,
  templateDuplicateBody,
  templateListQuery,
  templateUpdateBody,
  templateView,
} from "@hulppost/shared/treatments";
import type { AppDeps } from "../../app-deps";
import { errorBody, jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { createCategory, deleteCategory, listCategories, updateCategory } from "./treatment-categories.service";
import {
  createTemplate,
  deleteTemplate,
  duplicateTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from "./treatment-templates.service";

const tags = ["Treatments"];
const categoryParams = z.object({ orgId: z.string(), categoryId: z.uuid() });
const templateParams = z.object({ orgId: z.string(), templateId: z.uuid() });
/** A refusal the admin can act on (a taken name, a built-in, a category in use), with its code. */
const refused = (description: string) => ({ 409: jsonContent(errorBody, description) });

/** Treatment categories and templates: admins write them, caregivers apply them. */
export function treatmentRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/treatment-categories",
      tags,
      summary: "The categories (built-ins first) with their number of templates; caregivers see the active ones",
      permission: "treatments.read",
      request: { params: orgParams },
      responses: { 200: jsonContent(z.array(categoryView), "The categories") },
    }),
    async (c) => c.json(await listCategories(deps.db, c.get("access")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/treatment-categories",
      tags,
      summary: "Add a category of the organisation's own; its name is unique whatever its case",
      permission: "treatments.manage",
      request: { params: orgParams, ...jsonBody(categoryBody) },
      responses: { 201: jsonContent(categoryView, "The new category"), ...refused("The name is taken") },
    }),
    async (c) => c.json(await createCategory(deps.db, c.get("access"), c.req.valid("json"), c.get("clientIp")), 201),
  );

  router.openapi(
    defineRoute(deps, {
      method: "patch",
      path: "/orgs/{orgId}/treatment-categories/{categoryId}",
      tags,
      summary: "Rename one of the organisation's own categories, or switch any category on or off",
      permission: "treatments.manage",
      request: { params: categoryParams, ...jsonBody(categoryUpdateBody) },
      responses: {
        200: jsonContent(categoryView, "The category"),
        ...refused("The name is taken, or a built-in category cannot be renamed"),
      },
    }),
    async (c) =>
      c.json(
        await updateCategory(
          deps.db,
          c.get("access"),
          c.req.valid("param").categoryId,
          c.req.valid("json"),
          c.get("clientIp"),
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/treatment-categories/{categoryId}",
      tags,
      summary: "Delete one of the organisation's own categories; refused for built-ins and while templates use it",
      permission: "treatments.manage",
      request: { params: categoryParams },
      responses: {
        204: { description: "Deleted" },
        ...refused("A built-in category, or one in use (`details.count` templates)"),
      },
    }),
    async (c) => {
      await deleteCategory(deps.db, c.get("access"), c.req.valid("param").categoryId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/treatment-templates",
      tags,
      summary: "Templates by name, by category and name search; caregivers get the active ones in active categories",
      permission: "treatments.read",
      request: { params: orgParams, query: templateListQuery },
      responses: { 200: jsonContent(z.array(templateView), "The templates") },
    }),
    async (c) => c.json(await listTemplates(deps.db, c.get("access"), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/treatment-templates",
      tags,
      summary: "Write a template: name, category, description, text, ordered steps, medications, equipment",
      permission: "treatments.manage",
      request: { params: orgParams, ...jsonBody(templateBody) },
      responses: { 201: jsonContent(templateView, "The new template") },
    }),
    async (c) => c.json(await createTemplate(deps.db, c.get("access"), c.req.valid("json"), c.get("clientIp")), 201),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/treatment-templates/{templateId}",
      tags,
      summary: "One template (caregivers: only one they can apply)",
      permission: "treatments.read",
      request: { params: templateParams },
      responses: { 200: jsonContent(templateView, "The template") },
    }),
    async (c) => c.json(await getTemplate(deps.db, c.get("access"), c.req.valid("param").templateId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "patch",
      path: "/orgs/{orgId}/treatment-templates/{templateId}",
      tags,
      summary: "Change a template, or switch it on or off; only the fields named change",
      permission: "treatments.manage",
      request: { params: templateParams, ...jsonBody(templateUpdateBody) },
      responses: { 200: jsonContent(templateView, "The template") },
    }),
    async (c) =>
      c.json(
        await updateTemplate(
          deps.db,
          c.get("access"),
          c.req.valid("param").templateId,
          c.req.valid("json"),
          c.get("clientIp"),
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/treatment-templates/{templateId}/duplicate",
      tags,
      summary: "Copy a template under a new name (the client proposes it in the admin's language)",
      permission: "treatments.manage",
      request: { params: templateParams, ...jsonBody(templateDuplicateBody) },
      responses: { 201: jsonContent(templateView, "The copy") },
    }),
    async (c) =>
      c.json(
        await duplicateTemplate(
          deps.db,
          c.get("access"),
          c.req.valid("param").templateId,
          c.req.valid("json"),
          c.get("clientIp"),
        ),
        201,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/treatment-templates/{templateId}",
      tags,
      summary: "Delete a template; records that used it keep their treatment text",
      permission: "treatments.manage",
      request: { params: templateParams },
      responses: { 204: { description: "Deleted" } },
    }),
    async (c) => {
      await deleteTemplate(deps.db, c.get("access"), c.req.valid("param").templateId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );
  return router;
}
