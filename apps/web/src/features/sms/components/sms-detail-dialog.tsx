import { formatPhone } from "@hulppost/shared/field-formats";
import { SMS_FAILURE_REASONS, type SmsMessageDetailView, type SmsRecipientView } from "@hulppost/shared/sms";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { useEventFormat } from "../../../lib/event-dates";
import { useSmsDetail } from "../api/get-message";
import { CancelSmsButton } from "./cancel-sms-button";
import { MessageStatusBadges, RecipientStatusBadge } from "./sms-status-badges";

/**
 * One message: its text, who sent it and how, and per recipient the status with the provider's
 * reason when it failed; the people skipped and why. Refreshed every few seconds while on its way.
 * On a phone the dialog takes nearly the whole screen, the list scrolling inside it.
 */
export function SmsDetailDialog({
  orgId,
  messageId,
  onClose,
}: {
  orgId: string;
  messageId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("sms");
  const detail = useSmsDetail(orgId, messageId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t("detail.title")}
        className="sm:max-w-2xl"
        data-testid="sms-detail"
        // Opened from a row without a Radix trigger: give focus back to that row, not to the page's top.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.querySelector<HTMLElement>(`[data-testid="sms-message-${CSS.escape(messageId)}"]`)?.focus();
        }}
      >
        {detail.isPending ? (
          <Loading />
        ) : detail.isError ? (
          <LoadError title={t("detail.loadFailed")} error={detail.error} onRetry={() => detail.refetch()} />
        ) : (
          <DetailBody orgId={orgId} message={detail.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DetailBody({ orgId, message }: { orgId: string; message: SmsMessageDetailView }) {
  const { t } = useTranslation("sms");
  const format = useEventFormat();
  return (
    <div className="flex flex-col gap-5">
      <blockquote className="rounded-lg bg-slate-50 px-4 py-3 text-sm whitespace-pre-wrap break-words text-slate-900">
        {message.text}
      </blockquote>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t("detail.createdAt")}</dt>
        <dd className="text-slate-900">{format.instant(message.createdAt)}</dd>
        {message.scheduledAt && (
          <>
            <dt className="text-slate-600">{t("detail.scheduledAt")}</dt>
            <dd className="text-slate-900">{format.instant(message.scheduledAt)}</dd>
          </>
        )}
        <dt className="text-slate-600">{t("detail.by")}</dt>
        <dd className="text-slate-900">{`${message.createdBy.name} · ${t(`source.${message.source}`)}`}</dd>
        <dt className="text-slate-600">{t("detail.size")}</dt>
        <dd className="text-slate-900">
          {`${t(`counter.encoding.${message.encoding}`)} · ${t("counter.parts", { count: message.parts })}`}
        </dd>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <MessageStatusBadges message={message} />
        {message.status === "scheduled" && <CancelSmsButton orgId={orgId} message={message} />}
      </div>

      <section aria-labelledby="sms-detail-recipients">
        <h3 id="sms-detail-recipients" className="mb-2 text-sm font-semibold text-slate-900">
          {t("detail.recipients", { count: message.recipients.length })}
        </h3>
        {message.recipients.length === 0 ? (
          <p className="text-sm text-slate-600">{t("detail.noRecipients")}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {message.recipients.map((recipient) => (
              <RecipientRow key={recipient.id} recipient={recipient} template={message.text} />
            ))}
          </ul>
        )}
      </section>

      {message.skipped.length > 0 && (
        <section aria-labelledby="sms-detail-skipped">
          <h3 id="sms-detail-skipped" className="mb-2 text-sm font-semibold text-slate-900">
            {t("detail.skipped", { count: message.skipped.length })}
          </h3>
          <ul className="divide-y divide-slate-100 rounded-md border border-amber-200 bg-amber-50/60">
            {message.skipped.map((s) => (
              <li key={s.userId} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="truncate text-slate-900">{s.name}</span>
                <span className="shrink-0 text-xs font-medium text-amber-900">{t(`skipReasons.${s.reason}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function RecipientRow({ recipient, template }: { recipient: SmsRecipientView; template: string }) {
  const { t } = useTranslation("sms");
  const format = useEventFormat();
  return (
    <li
      className="flex flex-col gap-1 px-3 py-2.5"
      data-testid={`sms-recipient-${recipient.userId ?? recipient.id}`}
      data-status={recipient.status}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-900">{recipient.name}</p>
          <p className="text-xs text-slate-600 tabular-nums">{formatPhone(recipient.phone)}</p>
        </div>
        <RecipientStatusBadge status={recipient.status} />
      </div>
      {recipient.failureReason && (
        <p className="text-xs text-red-800">
          {t("detail.failureReason", {
            // Our own reasons are keys; the provider's come in its own words ("30003: Unreachable …").
            reason:
              recipient.failureReason in SMS_FAILURE_REASONS
                ? t(`detail.failureReasons.${recipient.failureReason}`)
                : recipient.failureReason,
          })}
        </p>
      )}
      {(recipient.sentAt || recipient.deliveredAt) && (
        <p className="text-xs text-slate-600">
          {[
            recipient.sentAt && t("detail.sentAt", { when: format.instant(recipient.sentAt) }),
            recipient.deliveredAt && t("detail.deliveredAt", { when: format.instant(recipient.deliveredAt) }),
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      )}
      {recipient.text !== template && (
        <p className="text-xs text-slate-600 italic">{t("detail.personalText", { text: recipient.text })}</p>
      )}
    </li>
  );
}
