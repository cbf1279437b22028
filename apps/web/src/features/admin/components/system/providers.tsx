import type { SystemStatusView } from "@hulppost/shared/system";
import { CreditCard, Mail, MessageSquareText } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../../components/ui/badge";

function Row({
  icon,
  label,
  value,
  detail,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  testId: string;
}) {
  return (
    <li
      className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:gap-4"
      data-testid={testId}
    >
      <p className="flex shrink-0 items-center gap-2 text-sm font-medium text-slate-900 sm:w-40">
        <span aria-hidden className="text-slate-400">
          {icon}
        </span>
        {label}
      </p>
      <div className="min-w-0 text-sm text-slate-700">
        <p>{value}</p>
        {detail && <p className="mt-0.5 text-slate-600">{detail}</p>}
      </div>
    </li>
  );
}

/**
 * Mail, SMS and payment providers: whether each is set up, in words an organisation's admin can
 * act on; the setting to change (SMTP_URL) only for the super admin who runs the installation.
 * The mail queue and the backup are the whole platform's, in the super admin's part.
 */
export function Providers({ status, operator }: { status: SystemStatusView; operator: boolean }) {
  const { t } = useTranslation("system");
  const { mail, sms, payments } = status;
  return (
    <ul className="divide-y divide-slate-100">
      <Row
        icon={<Mail className="h-4 w-4" />}
        label={t("mail.title")}
        testId="system-mail"
        value={
          mail.transport === "smtp" ? (
            <Badge tone="green">{t("mail.smtp")}</Badge>
          ) : (
            <Badge tone="amber">{t("mail.outbox")}</Badge>
          )
        }
        detail={mail.transport === "outbox" ? t(operator ? "mail.outboxOperator" : "mail.outboxExplained") : undefined}
      />
      <Row
        icon={<MessageSquareText className="h-4 w-4" />}
        label={t("sms.title")}
        testId="system-sms"
        value={
          sms.provider === "twilio" ? (
            <Badge tone="green">{t("sms.twilio")}</Badge>
          ) : (
            <Badge tone="amber">{t("sms.outbox")}</Badge>
          )
        }
        detail={
          sms.provider === "twilio"
            ? t("sms.sender", { sender: sms.sender })
            : t(operator ? "sms.outboxOperator" : "sms.outboxExplained")
        }
      />
      <Row
        icon={<CreditCard className="h-4 w-4" />}
        label={t("payments.title")}
        testId="system-payments"
        value={
          <Badge tone={payments.provider === "stripe" ? "green" : "neutral"}>
            {t(`payments.${payments.provider}`)}
          </Badge>
        }
        detail={t(`payments.${payments.provider}Explained`)}
      />
    </ul>
  );
}
