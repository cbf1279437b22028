import type { AssetCandidateView, AssetConflict } from "@hulppost/shared/infrastructure";
import { CircleCheck, Plus, TriangleAlert, Warehouse } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ASSET_ICONS } from "../../../components/asset-icons";
import { Alert } from "../../../components/ui/alert";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { SearchInput } from "../../../components/ui/search-input";
import { useEventFormat } from "../../../lib/event-dates";
import { useAssetCandidates } from "../api/asset-candidates";
import { type AssetAssignment, useAssignAsset } from "../api/assign-asset";
import { useAssetErrorMessage } from "../use-asset-error";

/** One conflict as a sentence: the same words as the server's refusal, before anyone tries. */
function useConflictText() {
  const { t } = useTranslation("infrastructure");
  const format = useEventFormat();
  return (conflict: AssetConflict) => {
    switch (conflict.kind) {
      case "inactive":
        return t("conflicts.inactive");
      case "outOfService":
        return t("conflicts.outOfService", { status: t(`status.${conflict.status}`) });
      case "unavailable":
        return t("conflicts.unavailable", {
          startsOn: format.date(conflict.startsOn),
          endsOn: format.date(conflict.endsOn),
          reason: t(`reasons.${conflict.reason}`),
        });
      case "busy":
        return t("conflicts.busy", { event: conflict.name, startsAt: format.instant(conflict.startsAt) });
    }
  };
}

function CandidateRow({
  candidate,
  pending,
  onAssign,
}: {
  candidate: AssetCandidateView;
  pending: boolean;
  onAssign: () => void;
}) {
  const { t } = useTranslation("infrastructure");
  const conflictText = useConflictText();
  const format = useEventFormat();
  const Icon = ASSET_ICONS[candidate.type];
  const warned = candidate.conflicts.length > 0 || candidate.maintenanceOverdue !== null;
  return (
    <li className="flex items-start gap-3 py-3" data-testid={`asset-candidate-${candidate.id}`}>
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{candidate.name}</p>
        <p className="text-xs text-slate-500">
          {[t(`types.${candidate.type}`), candidate.licencePlate].filter(Boolean).join(" · ")}
        </p>
        {candidate.conflicts.map((conflict) => (
          <p
            key={`${conflict.kind}-${"periodId" in conflict ? conflict.periodId : "eventId" in conflict ? conflict.eventId : ""}`}
            className="mt-1 flex items-start gap-1 text-xs font-medium text-amber-800"
            data-testid="asset-conflict"
          >
            <TriangleAlert className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
            {conflictText(conflict)}
          </p>
        ))}
        {candidate.maintenanceOverdue && (
          <p
            className="mt-1 flex items-start gap-1 text-xs font-medium text-amber-800"
            data-testid="asset-maintenance-overdue"
          >
            <TriangleAlert className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
            {t("conflicts.maintenanceOverdue", { date: format.date(candidate.maintenanceOverdue) })}
          </p>
        )}
      </div>
      {candidate.assigned ? (
        <Badge tone="green" className="shrink-0">
          <CircleCheck className="h-3.5 w-3.5" aria-hidden />
          {t("assign.assigned")}
        </Badge>
      ) : (
        <Button
          size="sm"
          // A conflict is shown, not enforced here: the server decides, and says why.
          variant={warned ? "outline" : "primary"}
          onClick={onAssign}
          loading={pending}
          className="shrink-0"
          data-testid={`assign-asset-${candidate.id}`}
        >
          <Plus className="h-4 w-4" aria-hidden />
          {t("assign.assign")}
        </Button>
      )}
    </li>
  );
}

/** Deployable first; then those that need a confirmation (maintenance overdue); then those refused. */
const rank = (c: AssetCandidateView) => (c.conflicts.length > 0 ? 2 : c.maintenanceOverdue ? 1 : 0);

/**
 * Every asset for this event, deployable ones first, each with what would refuse it. One whose
 * maintenance is overdue goes only after the admin confirms it (the server asks the same).
 */
export function EventAssetAssignDialog({
  orgId,
  event,
  onClose,
}: {
  orgId: string;
  event: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation("infrastructure");
  const assetError = useAssetErrorMessage();
  const [search, setSearch] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [overdue, setOverdue] = useState<AssetCandidateView | null>(null);
  const format = useEventFormat();
  const candidates = useAssetCandidates(orgId, event.id);
  const assign = useAssignAsset<AssetAssignment & { candidate: AssetCandidateView }>(orgId, {
    onSuccess: (_, { candidate }) => {
      setRefusal(null);
      setOverdue(null);
      toast.success(t("toasts.assigned", { asset: candidate.name, event: event.name }));
    },
    onError: (error, { candidate }) => {
      setOverdue(null);
      const message = assetError(error);
      setRefusal(message);
      toast.error(t("toasts.assignFailed", { asset: candidate.name, event: event.name }), { description: message });
    },
  });
  const needle = search.trim().toLowerCase();
  const list = (candidates.data ?? [])
    .filter((c) => !needle || `${c.name} ${c.licencePlate ?? ""}`.toLowerCase().includes(needle))
    .sort((a, b) => rank(a) - rank(b));
  const send = (candidate: AssetCandidateView, maintenanceOverdueConfirmed = false) =>
    assign.mutate({ eventId: event.id, assetId: candidate.id, candidate, maintenanceOverdueConfirmed });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t("assign.title")}
        description={event.name}
        className="max-w-xl"
        data-testid="asset-assign-dialog"
      >
        <SearchInput
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t("assign.search")}
          aria-label={t("assign.search")}
          data-testid="asset-candidate-search"
        />
        {refusal && (
          <Alert tone="error" title={t("assign.refused")} className="mt-3" data-testid="assign-refusal">
            {refusal}
          </Alert>
        )}
        {candidates.isPending ? (
          <Loading />
        ) : candidates.isError ? (
          <div className="mt-4">
            <LoadError title={t("assign.loadFailed")} error={candidates.error} onRetry={() => candidates.refetch()} />
          </div>
        ) : list.length === 0 ? (
          <div className="mt-4">
            <EmptyState icon={<Warehouse className="h-10 w-10" />} title={t("assign.none")} />
          </div>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100" data-testid="asset-candidate-list">
            {list.map((candidate) => (
              <CandidateRow
                key={candidate.id}
                candidate={candidate}
                pending={assign.isPending && assign.variables?.assetId === candidate.id}
                onAssign={() => (candidate.maintenanceOverdue ? setOverdue(candidate) : send(candidate))}
              />
            ))}
          </ul>
        )}
        <ConfirmDialog
          open={overdue !== null}
          onOpenChange={(open) => !open && setOverdue(null)}
          title={t("assign.overdueTitle", { name: overdue?.name })}
          description={t("assign.overdueDescription", {
            name: overdue?.name,
            date: overdue?.maintenanceOverdue ? format.date(overdue.maintenanceOverdue) : "",
          })}
          confirmLabel={t("assign.overdueConfirm")}
          onConfirm={() => overdue && send(overdue, true)}
          pending={assign.isPending}
          destructive={false}
          testId="confirm-overdue-asset"
        />
      </DialogContent>
    </Dialog>
  );
}
