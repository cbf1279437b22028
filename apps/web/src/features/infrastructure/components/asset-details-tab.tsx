import type { AssetView } from "@hulppost/shared/infrastructure";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { useEventFormat } from "../../../lib/event-dates";
import { AssetPhotoCard } from "./asset-photo-card";
import { AssetStatusBadge, AssetStatusNotes } from "./asset-status-badge";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)] gap-3 py-2">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Every field of the asset, with the status it shows today and why; the photo beside it. */
export function AssetDetailsTab({ orgId, asset }: { orgId: string; asset: AssetView }) {
  const { t } = useTranslation("infrastructure");
  const format = useEventFormat();
  const none = <span className="text-slate-400">{t("detail.none")}</span>;
  const value = (v: string | number | null) => (v === null || v === "" ? none : v);
  const date = (v: string | null) => (v ? format.date(v) : none);
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]" data-testid="asset-details">
      <Card>
        <CardHeader>
          <CardTitle>{t("detail.title")}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-slate-100">
            <Row label={t("form.status")}>
              <div className="flex flex-wrap items-center gap-2">
                <AssetStatusBadge asset={asset} />
                {asset.shownStatus !== asset.status && (
                  <span className="text-xs text-slate-500">
                    {t("detail.setStatus", { status: t(`status.${asset.status}`) })}
                  </span>
                )}
              </div>
              <AssetStatusNotes asset={asset} />
            </Row>
            <Row label={t("form.type")}>{t(`types.${asset.type}`)}</Row>
            <Row label={t("form.active")}>{asset.active ? t("detail.yes") : t("detail.no")}</Row>
            <Row label={t("form.description")}>
              <span className="whitespace-pre-line">{value(asset.description)}</span>
            </Row>
            <Row label={t("form.homeLocation")}>{value(asset.homeLocation)}</Row>
            <Row label={t("form.capacity")}>{value(asset.capacity)}</Row>
            <Row label={t("form.licencePlate")}>{value(asset.licencePlate)}</Row>
            <Row label={t("form.vin")}>{value(asset.vin)}</Row>
            <Row label={t("form.serialNumber")}>{value(asset.serialNumber)}</Row>
            <Row label={t("form.manufacturer")}>{value(asset.manufacturer)}</Row>
            <Row label={t("form.model")}>{value(asset.model)}</Row>
            <Row label={t("form.year")}>{value(asset.year)}</Row>
            <Row label={t("form.lastMaintenance")}>{date(asset.lastMaintenanceOn)}</Row>
            <Row label={t("form.nextMaintenance")}>{date(asset.nextMaintenanceOn)}</Row>
          </dl>
        </CardContent>
      </Card>
      <AssetPhotoCard orgId={orgId} asset={asset} />
    </div>
  );
}
