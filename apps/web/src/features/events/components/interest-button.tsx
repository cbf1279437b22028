import type { EventSummary } from "@hulppost/shared/events";
import { Hand, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useChangeInterest } from "../api/interest";

/** Hands can be raised for events still to come that one does not already work at. */
export const canShowInterest = (event: EventSummary) =>
  !event.cancelled && event.phase === "planned" && !event.mine.assigned;

/** "Show interest" / "Withdraw": a caregiver raises or lowers a hand for an event. */
export function InterestButton({
  orgId,
  event,
  className,
}: {
  orgId: string;
  event: EventSummary;
  className?: string;
}) {
  const { t } = useTranslation("events");
  const errorMessage = useErrorMessage();
  const interested = event.mine.interested;
  const mutation = useChangeInterest(orgId, event.id, {
    onSuccess: (updated) => {
      toast.success(t(updated.mine.interested ? "toasts.interestRaised" : "toasts.interestWithdrawn"), {
        description: updated.name,
      });
    },
    onError: (error) =>
      toast.error(t("toasts.interestFailed"), {
        // The server refuses a hand for an event that has started or was cancelled meanwhile.
        description: errorMessage(error),
      }),
  });
  // Once on the event, raising or lowering a hand no longer means anything.
  if (event.mine.assigned || (!canShowInterest(event) && !interested)) return null;
  return interested ? (
    <Button
      variant="outline"
      size="sm"
      className={cn("relative z-10", className)}
      onClick={() => mutation.mutate("withdraw")}
      loading={mutation.isPending}
      data-testid={`withdraw-${event.id}`}
    >
      <Undo2 className="h-4 w-4" aria-hidden />
      {t("interest.withdraw")}
    </Button>
  ) : (
    <Button
      size="sm"
      className={cn("relative z-10", className)}
      onClick={() => mutation.mutate("raise")}
      loading={mutation.isPending}
      data-testid={`interest-${event.id}`}
    >
      <Hand className="h-4 w-4" aria-hidden />
      {t("interest.show")}
    </Button>
  );
}
