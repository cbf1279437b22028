import { ArrowLeft, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { ASSET_ICONS } from "../../../components/asset-icons";
import { NoOrganization } from "../../../components/no-organization";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { isApiError } from "../../../lib/api-client";
import { useOrganization } from "../../../lib/organization-context";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useDeleteAsset } from "../api/delete-asset";
import { useAsset } from "../api/get-asset";
import { AssetDetailsTab } from "../components/asset-details-tab";
import { AssetFormDialog } from "../components/asset-form-dialog";
import { AssetPeriodsTab } from "../components/asset-periods-tab";
import { AssetStatusBadge } from "../components/asset-status-badge";
import { AssetUsageTab } from "../components/asset-usage-tab";

const TABS = ["details", "usage", "periods"] as const;
type Tab = (typeof TABS)[number];
const BACK = "/dashboard/infrastructure";

/** /dashboard/infrastructure/asset?id=…: tabs Details, Usage history, Unavailability periods. */
export function AssetPage() {
  const { selected } = useOrganization();
  const [params] = useSearchParams();
  const id = params.get("id");
  if (!selected) return <NoOrganization />;
  return id ? <AssetDetail key={id} orgId={selected.id} assetId={id} /> : <MissingAsset />;
}

function BackLink() {
  const { t } = useTranslation("infrastructure");
  return (
    <Link
      to={BACK}
      className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700"
      data-testid="asset-back"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {t("detail.back")}
    </Link>
  );
}

function MissingAsset() {
  const { t } = useTranslation("infrastructure");
  return (
    <div className="flex flex-col gap-4">
      <BackLink />
      <EmptyState title={t("detail.notFound")} description={t("detail.notFoundDescription")} />
    </div>
  );
}

function AssetDetail({ orgId, assetId }: { orgId: string; assetId: string }) {
  const { t } = useTranslation("infrastructure");
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const asset = useAsset(orgId, assetId);
  const remove = useDeleteAsset(orgId, {
    onSuccess: () => {
      toast.success(t("toasts.deleted"), { description: asset.data?.name });
      navigate(BACK);
    },
    onError: (error) => toast.error(t("toasts.deleteFailed"), { description: errorMessage(error) }),
  });
  const raw = params.get("tab");
  const tab: Tab = TABS.includes(raw as Tab) ? (raw as Tab) : "details";
  const setTab = (value: string) => {
    const next = new URLSearchParams(params);
    next.set("tab", value);
    setParams(next, { replace: true });
  };

  if (asset.isPending) return <Loading page className="py-20" />;
  if (asset.isError) {
    if (isApiError(asset.error, "ASSET_NOT_FOUND")) return <MissingAsset />;
    return (
      <div className="flex flex-col gap-4">
        <BackLink />
        <LoadError title={t("detail.loadFailed")} error={asset.error} onRetry={() => asset.refetch()} />
      </div>
    );
  }
  const data = asset.data;
  const Icon = ASSET_ICONS[data.type];

  return (
    <div className="flex flex-col gap-4" data-testid="asset-page">
      <BackLink />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{data.name}</h1>
              <AssetStatusBadge asset={data} />
            </div>
            <p className="text-sm text-slate-600">
              {[t(`types.${data.type}`), data.licencePlate, data.homeLocation].filter(Boolean).join(" · ")}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing(true)} data-testid="asset-page-edit">
            <Pencil className="h-4 w-4" aria-hidden />
            {t("list.edit")}
          </Button>
          <Button variant="outline" onClick={() => setDeleting(true)} data-testid="asset-page-delete">
            <Trash2 className="h-4 w-4" aria-hidden />
            {t("list.delete")}
          </Button>
        </div>
      </header>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          {TABS.map((name) => (
            <TabsTrigger key={name} value={name} data-testid={`asset-tab-${name}`}>
              {t(`detail.tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="details">
          <AssetDetailsTab orgId={orgId} asset={data} />
        </TabsContent>
        <TabsContent value="usage">
          <AssetUsageTab orgId={orgId} assetId={assetId} />
        </TabsContent>
        <TabsContent value="periods">
          <AssetPeriodsTab orgId={orgId} assetId={assetId} />
        </TabsContent>
      </Tabs>
      {editing && <AssetFormDialog orgId={orgId} asset={data} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t("list.confirmDeleteTitle", { name: data.name })}
        description={t("list.confirmDeleteDescription")}
        confirmLabel={t("common:actions.delete")}
        onConfirm={() => remove.mutate(data)}
        pending={remove.isPending}
        testId="confirm-delete-asset"
      />
    </div>
  );
}
