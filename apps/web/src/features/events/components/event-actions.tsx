import type { EventView } from "@hulppost/shared/events";
import { Ban, FileDown, FileSpreadsheet, Pencil, RotateCcw } from "lucide-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { PaperDownloadButton, PaperMenuItems } from "../../../components/paper-download";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import {
  DangerMenuItem,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  MoreMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { useErrorMessage } from "../../../lib/use-error-message";
import { DeclareIncidentButton } from "../../incidents";
import { useDeleteEvent } from "../api/delete-event";
import { useDownloadEventReport, useDownloadStaffingSheet } from "../api/event-papers";
import { useUpdateEvent } from "../api/save-event";
import { EventFormDialog } from "./event-form-dialog";

type Confirm = "cancel" | "delete" | null;

/**
 * Edit, staffing sheet, the event report, cancel or reinstate, delete: what an admin does to the
 * event as a whole. The report (for the organiser and the medical authority: PDF and CSV, no
 * names, in the organisation's report language and the reader's own) sits in the menu, so that on a phone the
 * patients of a live event start high on the page.
 */
export function EventActions({ orgId, event, backTo }: { orgId: string; event: EventView; backTo: string }) {
  const { t } = useTranslation("events");
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const update = useUpdateEvent(orgId, event.id, {
    onSuccess: (saved) => {
      toast.success(t(saved.cancelled ? "toasts.cancelled" : "toasts.reinstated"), { description: saved.name });
      setConfirm(null);
    },
    onError: (error) => toast.error(t("toasts.updateFailed"), { description: errorMessage(error) }),
  });
  const setCancelled = (cancelled: boolean) => update.mutate({ cancelled });
  const remove = useDeleteEvent(orgId, event.id, {
    onSuccess: () => {
      toast.success(t("toasts.deleted"), { description: event.name });
      setConfirm(null);
      navigate(backTo, { replace: true });
    },
    onError: (error) => toast.error(t("toasts.deleteFailed"), { description: errorMessage(error) }),
  });
  const download = useDownloadStaffingSheet(orgId, event.id, { onError: () => toast.error(t("toasts.pdfFailed")) });
  const report = useDownloadEventReport(orgId, event.id, {
    onError: (_error, { format }) => toast.error(t(format === "pdf" ? "toasts.pdfFailed" : "report.csvFailed")),
  });

  return (
    <div className="flex flex-wrap gap-2">
      {event.phase === "live" && !event.cancelled && (
        // Its words load on their own: the event's page never waits for them.
        <Suspense fallback={null}>
          <DeclareIncidentButton orgId={orgId} event={event} />
        </Suspense>
      )}
      {/* On a phone the four buttons (the incident's first, on a live event) keep one line: edit
          and the staffing sheet show their icons, and keep their names for screen readers. Beside
          the event's name on a laptop, edit stays a pencil (its name on hover) so that the row
          holds in French and Spanish too and the patients below it stay in view. */}
      <Button
        variant="outline"
        onClick={() => setEditing(true)}
        title={t("common:actions.edit")}
        data-testid="event-edit"
      >
        <Pencil className="h-4 w-4" aria-hidden />
        <span className="sr-only sm:not-sr-only lg:sr-only 2xl:not-sr-only">{t("common:actions.edit")}</span>
      </Button>
      <PaperDownloadButton
        variant="outline"
        onDownload={(language) => download.mutate(language)}
        loading={download.isPending}
        testId="staffing-sheet-download"
      >
        <FileDown className="h-4 w-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">{t("actions.staffingSheet")}</span>
      </PaperDownloadButton>
      <DropdownMenu>
        <MoreMenuTrigger label={t("actions.more")} testId="event-more" />
        <DropdownMenuContent align="end">
          <PaperMenuItems
            label={t("report.pdf")}
            icon={<FileDown className="h-4 w-4" aria-hidden />}
            onDownload={(lang) => report.mutate({ format: "pdf", lang })}
            testId="event-report-pdf"
          />
          <PaperMenuItems
            label={t("report.csv")}
            icon={<FileSpreadsheet className="h-4 w-4" aria-hidden />}
            onDownload={(lang) => report.mutate({ format: "csv", lang })}
            testId="event-report-csv"
          />
          <DropdownMenuSeparator />
          {event.cancelled ? (
            <DropdownMenuItem onSelect={() => setCancelled(false)} data-testid="event-uncancel">
              <RotateCcw className="h-4 w-4" aria-hidden />
              {t("actions.reinstate")}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setConfirm("cancel")} data-testid="event-cancel">
              <Ban className="h-4 w-4" aria-hidden />
              {t("actions.cancelEvent")}
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DangerMenuItem onSelect={() => setConfirm("delete")} data-testid="event-delete">
            {t("common:actions.delete")}
          </DangerMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <EventFormDialog orgId={orgId} event={event} open={editing} onOpenChange={setEditing} />

      <ConfirmDialog
        open={confirm === "cancel"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t("confirm.cancelTitle", { name: event.name })}
        description={t("confirm.cancelDescription")}
        confirmLabel={t("actions.cancelEvent")}
        onConfirm={() => setCancelled(true)}
        pending={update.isPending}
        testId="confirm-cancel-event"
      />
      <ConfirmDialog
        open={confirm === "delete"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t("confirm.deleteTitle", { name: event.name })}
        description={t("confirm.deleteDescription")}
        confirmLabel={t("common:actions.delete")}
        onConfirm={() => remove.mutate()}
        pending={remove.isPending}
        testId="confirm-delete-event"
      />
    </div>
  );
}
