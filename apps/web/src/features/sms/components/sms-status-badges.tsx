import { SMS_RECIPIENT_STATUSES, type SmsMessageView, type SmsRecipientStatus } from "@hulppost/shared/sms";
import { Ban, CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { STATUS_TONE } from "../sms-status";

/** One recipient's status: "In de wachtrij", "Verzonden", "Afgeleverd", "Mislukt". */
export function RecipientStatusBadge({ status }: { status: SmsRecipientStatus }) {
  const { t } = useTranslation("sms");
  return <Badge tone={STATUS_TONE[status]}>{t(`status.${status}`)}</Badge>;
}

/**
 * A message's recipients counted per status, each in its colour; statuses nobody is in are left
 * out. A scheduled or cancelled message says so first.
 */
export function MessageStatusBadges({ message }: { message: SmsMessageView }) {
  const { t } = useTranslation("sms");
  return (
    // A span: the row it sits in is a button, which may hold only phrasing content.
    <span className="flex flex-wrap items-center gap-1.5">
      {message.status === "scheduled" && (
        <Badge tone="amber">
          <CalendarClock className="h-3 w-3" aria-hidden />
          {t("messageStatus.scheduled")}
        </Badge>
      )}
      {message.status === "cancelled" && (
        <Badge tone="neutral">
          <Ban className="h-3 w-3" aria-hidden />
          {t("messageStatus.cancelled")}
        </Badge>
      )}
      {message.status !== "cancelled" &&
        SMS_RECIPIENT_STATUSES.filter((status) => message.counts[status] > 0).map((status) => (
          <Badge
            key={status}
            tone={STATUS_TONE[status]}
            data-testid={`sms-count-${status}`}
            data-count={message.counts[status]}
          >
            {t(`counts.${status}`, { count: message.counts[status] })}
          </Badge>
        ))}
    </span>
  );
}
