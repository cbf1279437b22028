import type { EventView } from "@hulppost/shared/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Ban, FileDown, MoreVertical, Pencil, RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { useErrorMessage } from "../../../lib/use-error-message";
import { deleteEvent, eventKeys, invalidateEventData, staffingSheetUrl, updateEvent } from "../events-api";
import { EventFormDialog } from "./event-form-dialog";

type Confirm = "cancel" | "delete" | null;

/** Edit, staffing sheet, cancel or reinstate, delete: what an admin does to the event as a whole. */
export function EventActions({ orgId, event, backTo }: { orgId: string; event: EventView; backTo: string }) {
  const { t, i18n } = useTranslation("events");
  const errorMessage = useErrorMessage();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const setCancelled = useMutation({
    mutationFn: (cancelled: boolean) => updateEvent(orgId, event.id, { cancelled }),
    onSuccess: (saved) => {
      toast.success(t(saved.cancelled ? "toasts.cancelled" : "toasts.reinstated"), { description: saved.name });
      setConfirm(null);
      invalidateEventData(client, orgId);
    },
    onError: (error) => toast.error(t("toasts.updateFailed"), { description: errorMessage(error) }),
  });
  const remove = useMutation({
    mutationFn: () => deleteEvent(orgId, event.id),
    onSuccess: () => {
      toast.success(t("toasts.deleted"), { description: event.name });
      setConfirm(null);
      client.removeQueries({ queryKey: eventKeys.detail(orgId, event.id) });
      invalidateEventData(client, orgId);
      navigate(backTo, { replace: true });
    },
    onError: (error) => toast.error(t("toasts.deleteFailed"), { description: errorMessage(error) }),
  });

  // Fetched rather than linked, so a failure shows spec §8's "PDF export error" instead of a broken download.
  const download = useMutation({
    mutationFn: async () => {
      const response = await fetch(staffingSheetUrl(orgId, event.id, i18n.resolvedLanguage ?? "nl"), {
        credentials: "same-origin",
      });
      if (!response.ok) throw new Error(`PDF ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download =
        response.headers.get("content-disposition")?.match(/filename="([^"]+)"/)?.[1] ?? "staffing-sheet.pdf";
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    onError: () => toast.error(t("toasts.pdfFailed")),
  });

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => setEditing(true)} data-testid="event-edit">
        <Pencil className="h-4 w-4" aria-hidden />
        {t("common:actions.edit")}
      </Button>
      <Button
        variant="outline"
        onClick={() => download.mutate()}
        loading={download.isPending}
        data-testid="staffing-sheet-download"
      >
        <FileDown className="h-4 w-4" aria-hidden />
        <span className="hidden sm:inline">{t("actions.staffingSheet")}</span>
        {/* Three buttons must fit one line of a 375 px phone. */}
        <span className="sm:hidden">{t("actions.staffingSheetShort")}</span>
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label={t("actions.more")} data-testid="event-more">
            <MoreVertical className="h-4 w-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {event.cancelled ? (
            <DropdownMenuItem onSelect={() => setCancelled.mutate(false)} data-testid="event-uncancel">
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
          <DropdownMenuItem
            onSelect={() => setConfirm("delete")}
            className="text-red-700 data-[highlighted]:bg-red-50"
            data-testid="event-delete"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            {t("common:actions.delete")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <EventFormDialog orgId={orgId} event={event} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={confirm === "cancel"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t("confirm.cancelTitle", { name: event.name })}
        description={t("confirm.cancelDescription")}
        confirmLabel={t("actions.cancelEvent")}
        onConfirm={() => setCancelled.mutate(true)}
        pending={setCancelled.isPending}
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
