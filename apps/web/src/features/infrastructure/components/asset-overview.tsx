import {
  ASSET_STATUSES,
  ASSET_TYPES,
  type AssetStatus,
  type AssetType,
  type AssetView,
} from "@hulppost/shared/infrastructure";
import { Plus, Warehouse } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ASSET_ICONS } from "../../../components/asset-icons";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";
import { NativeSelect } from "../../../components/ui/input";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { SearchInput } from "../../../components/ui/search-input";
import { cn } from "../../../lib/cn";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useDeleteAsset } from "../api/delete-asset";
import { useAssets } from "../api/list-assets";
import { AssetFormDialog } from "./asset-form-dialog";
import { AssetList } from "./asset-list";

type Editing = { asset?: AssetView } | null;

/** The Overview tab: counts per type (also a filter), a search, type and status filters, the list. */
export function AssetOverview({ orgId }: { orgId: string }) {
  const { t } = useTranslation("infrastructure");
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useState("");
  const [type, setType] = useState<AssetType | "">("");
  const [status, setStatus] = useState<AssetStatus | "">("");
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AssetView | null>(null);
  const debounced = useDebouncedValue(search.trim());
  const assets = useAssets(orgId, { type: type || undefined, status: status || undefined, search: debounced });
  const remove = useDeleteAsset(orgId, {
    onSuccess: (_, asset) => {
      toast.success(t("toasts.deleted"), { description: asset.name });
      setDeleting(null);
    },
    onError: (error) => toast.error(t("toasts.deleteFailed"), { description: errorMessage(error) }),
  });
  const counts = assets.data?.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : 0;
  const filtered = Boolean(type || status || debounced);

  return (
    <Card data-testid="asset-overview">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <fieldset className="flex min-w-0 flex-wrap gap-1.5">
            <legend className="sr-only">{t("list.typeFilter")}</legend>
            <TypeChip active={type === ""} onClick={() => setType("")} label={t("list.all", { count: total })} />
            {ASSET_TYPES.map((key) => {
              const Icon = ASSET_ICONS[key];
              return (
                <TypeChip
                  key={key}
                  active={type === key}
                  onClick={() => setType(type === key ? "" : key)}
                  label={t("list.countChip", { type: t(`typesPlural.${key}`), count: counts?.[key] ?? 0 })}
                  icon={<Icon className="h-3.5 w-3.5" aria-hidden />}
                  testId={`type-chip-${key}`}
                />
              );
            })}
          </fieldset>
          <Button onClick={() => setEditing({})} data-testid="asset-create">
            <Plus className="h-4 w-4" aria-hidden />
            {t("list.add")}
          </Button>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <SearchInput
            className="flex-1"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t("list.search")}
            aria-label={t("list.search")}
            data-testid="asset-search"
          />
          <NativeSelect
            className="sm:w-48"
            value={status}
            onChange={(e) => setStatus(e.target.value as AssetStatus | "")}
            aria-label={t("list.statusFilter")}
            data-testid="asset-status-filter"
          >
            <option value="">{t("list.allStatuses")}</option>
            {ASSET_STATUSES.map((key) => (
              <option key={key} value={key}>
                {t(`status.${key}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent>
        {assets.isPending ? (
          <Loading />
        ) : assets.isError ? (
          <LoadError title={t("list.loadFailed")} error={assets.error} onRetry={() => assets.refetch()} />
        ) : assets.data.assets.length === 0 ? (
          filtered ? (
            <p className="py-8 text-center text-sm text-slate-500">{t("list.noResults")}</p>
          ) : (
            <EmptyState
              icon={<Warehouse className="h-10 w-10" />}
              title={t("list.empty")}
              description={t("list.emptyDescription")}
            />
          )
        ) : (
          <AssetList
            assets={assets.data.assets}
            onEdit={(asset) => setEditing({ asset })}
            onDelete={(asset) => setDeleting(asset)}
          />
        )}
      </CardContent>
      {editing && (
        <AssetFormDialog
          key={editing.asset?.id ?? "new"}
          orgId={orgId}
          asset={editing.asset}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("list.confirmDeleteTitle", { name: deleting?.name ?? "" })}
        description={t("list.confirmDeleteDescription")}
        confirmLabel={t("common:actions.delete")}
        onConfirm={() => deleting && remove.mutate(deleting)}
        pending={remove.isPending}
        testId="confirm-delete-asset"
      />
    </Card>
  );
}

function TypeChip({
  active,
  onClick,
  label,
  icon,
  testId,
}: {
  active: boolean;
  onClick: () => void;
  label: string;
  icon?: React.ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      className={cn(
        "inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-medium",
        active
          ? "border-brand-700 bg-brand-50 text-brand-800"
          : "border-slate-200 bg-white text-slate-700 hover:bg-slate-50",
      )}
      data-testid={testId ?? "type-chip-all"}
    >
      {icon}
      {label}
    </button>
  );
}
