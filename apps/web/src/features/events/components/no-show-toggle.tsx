import type { AssignmentView, EventView } from "@hulppost/shared/events";
import { Ban, UserX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useSetNoShow } from "../api/no-show";

/** Who did not come can be marked once the event has started, not at a cancelled one (decision 050). */
export const noShowsMarkable = (event: Pick<EventView, "phase" | "cancelled">) =>
  !event.cancelled && event.phase !== "planned";

/** "Did not come", by the name of an assigned person the admin marked. */
export function NoShowBadge({ person }: { person: AssignmentView }) {
  const { t } = useTranslation("events");
  if (!person.noShow) return null;
  return (
    <Badge tone="red" className="shrink-0" data-testid={`no-show-${person.userId}`}>
      <UserX className="h-3 w-3" aria-hidden />
      {t("personnel.noShow")}
    </Badge>
  );
}

/** The admin marks that an assigned person did not come, or came after all; their hours follow the mark. */
export function NoShowToggle({ orgId, eventId, person }: { orgId: string; eventId: string; person: AssignmentView }) {
  const { t } = useTranslation("events");
  const errorMessage = useErrorMessage();
  const mark = useSetNoShow(orgId, eventId, {
    onSuccess: (saved) => {
      const name = `${saved.firstName} ${saved.lastName}`;
      toast.success(t(saved.noShow ? "toasts.noShowMarked" : "toasts.noShowUnmarked", { name }));
    },
    onError: (error) => toast.error(t("toasts.noShowFailed"), { description: errorMessage(error) }),
  });
  const name = `${person.firstName} ${person.lastName}`;
  const label = t(person.noShow ? "personnel.unmarkNoShow" : "personnel.markNoShow", { name });
  return (
    <Button
      size="icon"
      variant="ghost"
      className={cn(
        "sm:h-9 sm:w-9",
        person.noShow ? "bg-red-50 text-red-700 hover:bg-red-100" : "text-slate-500 hover:text-red-700",
      )}
      onClick={() => mark.mutate({ person, noShow: !person.noShow })}
      disabled={mark.isPending}
      aria-pressed={person.noShow}
      aria-label={label}
      title={label}
      data-testid={`toggle-no-show-${person.userId}`}
    >
      {/* Not the person icon of "take off the event" beside it: this keeps them on it. */}
      <Ban className="h-4 w-4" aria-hidden />
    </Button>
  );
}
