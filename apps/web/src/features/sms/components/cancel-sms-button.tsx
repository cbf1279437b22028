import type { SmsMessageDetailView } from "@hulppost/shared/sms";
import { Ban } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { useEventFormat } from "../../../lib/event-dates";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useCancelSms } from "../api/cancel-sms";

/** A scheduled message can be called off until its moment comes; asked once more, since nobody gets it then. */
export function CancelSmsButton({ orgId, message }: { orgId: string; message: SmsMessageDetailView }) {
  const { t } = useTranslation("sms");
  const format = useEventFormat();
  const errorMessage = useErrorMessage();
  const [asking, setAsking] = useState(false);
  // The question has no Radix trigger, and once cancelled this button is gone: focus goes back to
  // the button if it is still there, else to the message's dialog, never to the page behind it.
  const close = () => {
    setAsking(false);
    setTimeout(() => {
      const target =
        document.querySelector<HTMLElement>('[data-testid="sms-cancel"]') ??
        document.querySelector<HTMLElement>('[data-testid="sms-detail"]');
      target?.focus();
    }, 0);
  };
  // A refusal most likely means it went out meanwhile: the hook asks what it is now.
  const cancel = useCancelSms(orgId, message.id, {
    onSuccess: () => {
      close();
      toast.success(t("toasts.cancelled"));
    },
    onError: (error) => {
      close();
      toast.error(t("toasts.cancelFailed"), { description: errorMessage(error) });
    },
  });
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setAsking(true)} data-testid="sms-cancel">
        <Ban className="h-4 w-4" aria-hidden />
        {t("detail.cancel")}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => (open ? setAsking(true) : close())}
        title={t("detail.cancelTitle")}
        description={t("detail.cancelDescription", {
          when: message.scheduledAt ? format.instant(message.scheduledAt) : "",
          count: message.recipients.length,
        })}
        confirmLabel={t("detail.cancelConfirm")}
        onConfirm={() => cancel.mutate()}
        pending={cancel.isPending}
        testId="sms-cancel-dialog"
      />
    </>
  );
}
