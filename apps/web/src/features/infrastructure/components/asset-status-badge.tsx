import type { AssetView } from "@hulppost/shared/infrastructure";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { todayKey, useEventFormat } from "../../../lib/event-dates";
import { assetBadge } from "../asset-kinds";

/** Whether the asset can go, in a word: inactive, not deployable (maintenance overdue) or its status. */
export function AssetStatusBadge({
  asset,
  className,
}: {
  asset: Pick<AssetView, "active" | "shownStatus" | "nextMaintenanceOn">;
  className?: string;
}) {
  const { t } = useTranslation("infrastructure");
  const badge = assetBadge(asset, todayKey());
  return (
    <Badge tone={badge.tone} className={className} data-testid="asset-status">
      {t(badge.label)}
    </Badge>
  );
}

/**
 * Why an asset shows what it shows: the live event it is on, the period that keeps it away, its
 * maintenance coming up or overdue, switched off. One short line each, under its name.
 */
export function AssetStatusNotes({ asset }: { asset: AssetView }) {
  const { t } = useTranslation("infrastructure");
  const format = useEventFormat();
  const notes: { key: string; text: string; tone: string }[] = [];
  if (!asset.active) notes.push({ key: "inactive", text: t("notes.inactive"), tone: "text-slate-500" });
  if (asset.currentEvent)
    notes.push({ key: "event", text: t("notes.onEvent", { event: asset.currentEvent.name }), tone: "text-blue-800" });
  if (asset.currentPeriod)
    notes.push({
      key: "period",
      text: t("notes.until", {
        date: format.date(asset.currentPeriod.endsOn),
        reason: t(`reasons.${asset.currentPeriod.reason}`),
      }),
      tone: "text-red-700",
    });
  if (asset.maintenanceDue && asset.nextMaintenanceOn) {
    const overdue = asset.nextMaintenanceOn < todayKey();
    notes.push({
      key: "maintenance",
      text: t(overdue ? "notes.maintenanceOverdue" : "notes.maintenanceDue", {
        date: format.date(asset.nextMaintenanceOn),
      }),
      tone: "text-amber-800",
    });
  }
  if (!notes.length) return null;
  return (
    <ul className="mt-0.5 flex flex-col text-xs">
      {notes.map((note) => (
        <li key={note.key} className={note.tone} data-testid={`asset-note-${note.key}`}>
          {note.text}
        </li>
      ))}
    </ul>
  );
}
