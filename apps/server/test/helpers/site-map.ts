import { eventAssets, infrastructureAssets } from "../../src/db/schema/index";
import type { TestApp } from "./test-app";

type AssetType = (typeof infrastructureAssets.$inferInsert)["type"];

/**
 * An asset of the organisation, straight into the database: the site map's tests do not depend on
 * the infrastructure module's routes. `eventId` also assigns it to that event.
 */
export async function insertAsset(
  t: TestApp,
  organizationId: string,
  input: { name: string; type?: AssetType; status?: (typeof infrastructureAssets.$inferInsert)["status"] },
  eventId?: string,
): Promise<string> {
  const [asset] = await t.deps.db
    .insert(infrastructureAssets)
    .values({ organizationId, name: input.name, type: input.type ?? "other", status: input.status ?? "available" })
    .returning({ id: infrastructureAssets.id });
  if (!asset) throw new Error("asset not made");
  if (eventId) await assignAsset(t, organizationId, eventId, asset.id);
  return asset.id;
}

export async function assignAsset(t: TestApp, organizationId: string, eventId: string, assetId: string) {
  await t.deps.db.insert(eventAssets).values({ organizationId, eventId, assetId });
}
