import type { AssetView } from "@hulppost/shared/infrastructure";
import { Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ASSET_ICONS } from "../../../components/asset-icons";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { AssetStatusBadge, AssetStatusNotes } from "./asset-status-badge";

export const assetPagePath = (id: string, tab?: string) =>
  `/dashboard/infrastructure/asset?id=${encodeURIComponent(id)}${tab ? `&tab=${tab}` : ""}`;

/** One asset a line: icon, name (to its page), what identifies it, the status it shows and why. */
function AssetRow({ asset, onEdit, onDelete }: { asset: AssetView; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation("infrastructure");
  const Icon = ASSET_ICONS[asset.type];
  const identity = [t(`types.${asset.type}`), asset.licencePlate ?? asset.serialNumber, asset.homeLocation].filter(
    Boolean,
  );
  return (
    <li className={cn("flex items-start gap-3 py-3", !asset.active && "opacity-70")} data-testid={`asset-${asset.id}`}>
      <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <Icon className="h-4 w-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={assetPagePath(asset.id)}
            className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
            data-testid="asset-link"
          >
            {asset.name}
          </Link>
          <AssetStatusBadge asset={asset} />
        </div>
        <p className="truncate text-xs text-slate-500">{identity.join(" · ")}</p>
        <AssetStatusNotes asset={asset} />
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          size="icon"
          variant="ghost"
          className="sm:h-9 sm:w-9"
          onClick={onEdit}
          aria-label={t("list.editLabel", { name: asset.name })}
          data-testid="asset-edit"
        >
          <Pencil className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="sm:h-9 sm:w-9 text-slate-500 hover:text-red-700"
          onClick={onDelete}
          aria-label={t("list.deleteLabel", { name: asset.name })}
          data-testid="asset-delete"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}

export function AssetList({
  assets,
  onEdit,
  onDelete,
}: {
  assets: AssetView[];
  onEdit: (asset: AssetView) => void;
  onDelete: (asset: AssetView) => void;
}) {
  return (
    <ul className="divide-y divide-slate-100" data-testid="asset-list">
      {assets.map((asset) => (
        <AssetRow key={asset.id} asset={asset} onEdit={() => onEdit(asset)} onDelete={() => onDelete(asset)} />
      ))}
    </ul>
  );
}
