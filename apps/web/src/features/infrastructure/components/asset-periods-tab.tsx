import type { PeriodView } from "@hulppost/shared/infrastructure";
import { CalendarOff, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { todayKey, useEventFormat } from "../../../lib/event-dates";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useDeletePeriod } from "../api/delete-period";
import { usePeriods } from "../api/list-periods";
import { PeriodFormDialog } from "./period-form-dialog";

/** The asset's unavailability periods: add, change, and delete after a confirmation. */
export function AssetPeriodsTab({ orgId, assetId }: { orgId: string; assetId: string }) {
  const { t } = useTranslation("infrastructure");
  const format = useEventFormat();
  const errorMessage = useErrorMessage();
  const [editing, setEditing] = useState<{ period?: PeriodView } | null>(null);
  const [deleting, setDeleting] = useState<PeriodView | null>(null);
  const periods = usePeriods(orgId, assetId);
  const remove = useDeletePeriod(orgId, {
    onSuccess: () => {
      toast.success(t("toasts.periodDeleted"));
      setDeleting(null);
    },
    onError: (error) => toast.error(t("toasts.deleteFailed"), { description: errorMessage(error) }),
  });
  const today = todayKey();
  const range = (p: PeriodView) =>
    p.startsOn === p.endsOn ? format.date(p.startsOn) : `${format.date(p.startsOn)} – ${format.date(p.endsOn)}`;

  return (
    <Card data-testid="asset-periods">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t("periods.title")}</CardTitle>
        <Button onClick={() => setEditing({})} data-testid="period-create">
          <Plus className="h-4 w-4" aria-hidden />
          {t("periods.add")}
        </Button>
      </CardHeader>
      <CardContent>
        {periods.isPending ? (
          <Loading />
        ) : periods.isError ? (
          <LoadError title={t("periods.loadFailed")} error={periods.error} onRetry={() => periods.refetch()} />
        ) : periods.data.length === 0 ? (
          <EmptyState
            icon={<CalendarOff className="h-10 w-10" />}
            title={t("periods.empty")}
            description={t("periods.emptyDescription")}
          />
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="period-list">
            {periods.data.map((period) => (
              <li key={period.id} className="flex items-start gap-3 py-3" data-testid={`period-${period.id}`}>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {range(period)}
                    {period.startsOn <= today && today <= period.endsOn && <Badge tone="red">{t("periods.now")}</Badge>}
                    {period.endsOn < today && <Badge tone="neutral">{t("periods.past")}</Badge>}
                  </p>
                  <p className="text-sm text-slate-600">
                    {t(`reasons.${period.reason}`)}
                    {period.detail ? ` · ${period.detail}` : ""}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    size="icon"
                    variant="ghost"
                    className="sm:h-9 sm:w-9"
                    onClick={() => setEditing({ period })}
                    aria-label={t("periods.editLabel", { period: range(period) })}
                    data-testid="period-edit"
                  >
                    <Pencil className="h-4 w-4" aria-hidden />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="sm:h-9 sm:w-9 text-slate-500 hover:text-red-700"
                    onClick={() => setDeleting(period)}
                    aria-label={t("periods.deleteLabel", { period: range(period) })}
                    data-testid="period-delete"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing && (
        <PeriodFormDialog
          key={editing.period?.id ?? "new"}
          orgId={orgId}
          assetId={assetId}
          period={editing.period}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("periods.confirmDeleteTitle")}
        description={deleting ? t("periods.confirmDeleteDescription", { period: range(deleting) }) : undefined}
        confirmLabel={t("common:actions.delete")}
        onConfirm={() => deleting && remove.mutate(deleting)}
        pending={remove.isPending}
        testId="confirm-delete-period"
      />
    </Card>
  );
}
