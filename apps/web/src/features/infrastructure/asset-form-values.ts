import { zodResolver } from "@hookform/resolvers/zod";
import { type AssetView, assetBodyFields, withMaintenanceOrder } from "@hulppost/shared/infrastructure";
import { z } from "zod";

/**
 * A number field of a form holds text; empty means "not given", anything else must be a number.
 * Typed as text going in, so the form's values are the schema's input as they are.
 */
const fromText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v: string) => (v === "" || v === null || v === undefined ? null : Number(v)), schema);

/** The asset form validates with the shared contract; capacity and year are typed as text. */
export const assetForm = withMaintenanceOrder(
  assetBodyFields.extend({
    capacity: fromText(assetBodyFields.shape.capacity),
    year: fromText(assetBodyFields.shape.year),
  }),
);
export type AssetFormValues = z.input<typeof assetForm>;
export type AssetFormOutput = z.output<typeof assetForm>;
export const assetFormResolver = zodResolver(assetForm);

export function toFormValues(asset: AssetView | null): AssetFormValues {
  return {
    name: asset?.name ?? "",
    type: asset?.type ?? "ambulance",
    status: asset?.status ?? "available",
    active: asset?.active ?? true,
    description: asset?.description ?? "",
    homeLocation: asset?.homeLocation ?? "",
    capacity: asset?.capacity === null || asset?.capacity === undefined ? "" : String(asset.capacity),
    licencePlate: asset?.licencePlate ?? "",
    vin: asset?.vin ?? "",
    serialNumber: asset?.serialNumber ?? "",
    manufacturer: asset?.manufacturer ?? "",
    model: asset?.model ?? "",
    year: asset?.year === null || asset?.year === undefined ? "" : String(asset.year),
    lastMaintenanceOn: asset?.lastMaintenanceOn ?? "",
    nextMaintenanceOn: asset?.nextMaintenanceOn ?? "",
  };
}
