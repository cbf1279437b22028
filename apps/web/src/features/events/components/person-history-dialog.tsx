import { useTranslation } from "react-i18next";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { useTrackRecord } from "../api/caregiver-history";
import { TrackRecordPanel } from "./track-record-panel";

/**
 * One person's track record in this organisation (the caregiver detail's event history, decision
 * 050): hours, no-shows, posts, raised hands and their events, newest first. Opened from the
 * caregivers' history, the assign dialog and the roster proposal, wherever someone is chosen.
 */
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
  const record = useTrackRecord(orgId, person ? person.userId : undefined);
  return (
    <Dialog open={!!person} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t("history.personTitle", { name: person?.name ?? "" })}
        description={t("trackRecord.description")}
        className="max-w-2xl"
        data-testid="person-history-dialog"
      >
        {record.isPending ? (
          <Loading />
        ) : record.isError ? (
          <LoadError title={t("errors.loadHistory")} error={record.error} onRetry={() => record.refetch()} />
        ) : (
          <TrackRecordPanel record={record.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog under the name the roster proposal and other features use. */
export const PersonTrackRecordDialog = PersonHistoryDialog;
