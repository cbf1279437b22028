import { History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { useEventFormat } from "../../../lib/event-dates";
import { usePersonHistory } from "../api/caregiver-history";
import { EventStatusBadge } from "./event-status-badge";
import { QUALIFICATION_TONES } from "./qualification-tags";

/** One caregiver's events in this organisation, newest first (the caregiver detail's event history). */
export function PersonHistoryDialog({
  orgId,
  person,
  onClose,
}: {
  orgId: string;
  person: { userId: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const history = usePersonHistory(orgId, person ? person.userId : undefined);
  const list = history.data ?? [];
  return (
    <Dialog open={!!person} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t("history.personTitle", { name: person?.name ?? "" })}
        className="max-w-xl"
        data-testid="person-history-dialog"
      >
        {history.isPending ? (
          <Loading />
        ) : history.isError ? (
          <LoadError title={t("errors.loadHistory")} error={history.error} onRetry={() => history.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState icon={<History className="h-10 w-10" />} title={t("history.personEmpty")} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.map((row) => (
              <li key={row.eventId} className="py-3">
                <Link
                  to={`/dashboard/event-management?event=${encodeURIComponent(row.eventId)}`}
                  className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {row.name}
                </Link>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <span>{format.instant(row.startsAt)}</span>
                  {row.location && <span>· {row.location}</span>}
                  <Badge tone={QUALIFICATION_TONES[row.qualification]}>
                    {t(`common:qualifications.${row.qualification}`)}
                  </Badge>
                  <EventStatusBadge event={row} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
