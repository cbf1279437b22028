import { z } from "@hono/zod-openapi";
import {
  assetBody,
  assetListQuery,
  assetListView,
  assetUpdateBody,
  assetView,
  photoResult,
} from "@hulppost/shared/infrastructure";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import type { createRouter } from "../../http/router";
import { PHOTO_MAX_BYTES, photoBodyLimit, photoHeaders, photoUploadBody } from "../../platform/photos";
import { deleteAssetPhoto, readAssetPhoto, saveAssetPhoto } from "./asset-photo.service";
import { createAsset, deleteAsset, getAsset, listAssets, updateAsset } from "./assets.service";

export const tags = ["Infrastructure"];
export const assetParams = z.object({ orgId: z.string(), assetId: z.uuid() });

/** Assets: list, read, create, change, delete, and their photo. */
export function registerAssetRoutes(router: ReturnType<typeof createRouter>, deps: AppDeps) {
  const tz = deps.config.APP_TIMEZONE;

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/assets",
      tags,
      summary: "The organisation's assets by name, filtered by type, shown status and a search, with counts per type",
      permission: "infrastructure.manage",
      request: { params: orgParams, query: assetListQuery },
      responses: { 200: jsonContent(assetListView, "Assets and counts") },
    }),
    async (c) => c.json(await listAssets(deps.db, c.get("access"), c.req.valid("query"), tz), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/assets",
      tags,
      summary: "Add an ambulance, tent, piece of equipment, vehicle or other asset (only the name is required)",
      permission: "infrastructure.manage",
      request: { params: orgParams, ...jsonBody(assetBody) },
      responses: { 201: jsonContent(assetView, "The asset") },
    }),
    async (c) => c.json(await createAsset(deps.db, c.get("access"), c.req.valid("json"), c.get("clientIp"), tz), 201),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/assets/{assetId}",
      tags,
      summary: "One asset, with the status it shows today and why",
      permission: "infrastructure.manage",
      request: { params: assetParams },
      responses: { 200: jsonContent(assetView, "The asset") },
    }),
    async (c) => c.json(await getAsset(deps.db, c.get("access"), c.req.valid("param").assetId, tz), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "patch",
      path: "/orgs/{orgId}/assets/{assetId}",
      tags,
      summary: "Change what is named; the rest stays",
      permission: "infrastructure.manage",
      request: { params: assetParams, ...jsonBody(assetUpdateBody) },
      responses: { 200: jsonContent(assetView, "The asset") },
    }),
    async (c) =>
      c.json(
        await updateAsset(
          deps.db,
          c.get("access"),
          c.req.valid("param").assetId,
          c.req.valid("json"),
          c.get("clientIp"),
          tz,
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/assets/{assetId}",
      tags,
      summary: "Delete an asset with its photo, unavailability periods and places on events",
      permission: "infrastructure.manage",
      request: { params: assetParams },
      responses: { 204: { description: "Deleted" } },
    }),
    async (c) => {
      await deleteAsset(deps.db, c.get("access"), c.req.valid("param").assetId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/assets/{assetId}/photo",
      tags,
      summary: `The asset's photo: an image (checked by its content), at most ${PHOTO_MAX_BYTES / 1048576} MB; stored resized, without EXIF or GPS`,
      permission: "infrastructure.manage",
      request: { params: assetParams, body: photoUploadBody },
      middleware: [photoBodyLimit()],
      responses: { 200: jsonContent(photoResult, "Stored") },
    }),
    async (c) => {
      const upload = Buffer.from(await c.req.arrayBuffer());
      return c.json(
        await saveAssetPhoto(deps.db, c.get("access"), c.req.valid("param").assetId, upload, c.get("clientIp")),
        200,
      );
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/assets/{assetId}/photo",
      tags,
      summary: "The asset's photo; never kept in a shared cache",
      permission: "infrastructure.manage",
      request: { params: assetParams },
      responses: {
        200: { description: "JPEG", content: { "image/jpeg": { schema: z.string().openapi({ format: "binary" }) } } },
      },
    }),
    async (c) => {
      const photo = await readAssetPhoto(deps.db, c.get("access"), c.req.valid("param").assetId);
      return c.body(new Uint8Array(photo.content), 200, photoHeaders(photo.mimeType));
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/assets/{assetId}/photo",
      tags,
      summary: "Remove the asset's photo",
      permission: "infrastructure.manage",
      request: { params: assetParams },
      responses: { 204: { description: "Removed" } },
    }),
    async (c) => {
      await deleteAssetPhoto(deps.db, c.get("access"), c.req.valid("param").assetId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );
}
