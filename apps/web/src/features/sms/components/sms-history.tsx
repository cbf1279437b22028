import type { SmsMessageView } from "@hulppost/shared/sms";
import { ChevronRight, MessageSquareText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { useEventFormat } from "../../../lib/event-dates";
import { useSmsHistory } from "../api/list-messages";
import { SmsDetailDialog } from "./sms-detail-dialog";
import { MessageStatusBadges } from "./sms-status-badges";

/** Every message of the organisation, newest first, a page at a time; a click opens its recipients. */
export function SmsHistory({ orgId }: { orgId: string }) {
  const { t } = useTranslation("sms");
  const history = useSmsHistory(orgId);
  const [open, setOpen] = useState<string | null>(null);
  const messages = history.data?.pages.flat() ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("history.title")}</CardTitle>
        <CardDescription>{t("history.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <Loading />
        ) : history.isError ? (
          <LoadError title={t("history.loadFailed")} error={history.error} onRetry={() => history.refetch()} />
        ) : messages.length === 0 ? (
          <EmptyState
            icon={<MessageSquareText className="h-10 w-10" />}
            title={t("history.emptyTitle")}
            description={t("history.emptyDescription")}
          />
        ) : (
          <>
            <ul className="-mx-2 divide-y divide-slate-100" data-testid="sms-history">
              {messages.map((message) => (
                <MessageRow key={message.id} message={message} onOpen={() => setOpen(message.id)} />
              ))}
            </ul>
            {history.hasNextPage && (
              <Button
                variant="outline"
                className="mt-3 w-full sm:w-auto"
                onClick={() => history.fetchNextPage()}
                loading={history.isFetchingNextPage}
                data-testid="sms-history-more"
              >
                {t("history.more")}
              </Button>
            )}
          </>
        )}
      </CardContent>
      {open && <SmsDetailDialog orgId={orgId} messageId={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function MessageRow({ message, onOpen }: { message: SmsMessageView; onOpen: () => void }) {
  const { t } = useTranslation("sms");
  const format = useEventFormat();
  const when =
    message.status === "scheduled" && message.scheduledAt
      ? t("history.scheduledFor", { when: format.instant(message.scheduledAt) })
      : format.instant(message.createdAt);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full items-center gap-3 rounded-md px-2 py-3 text-left hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700/40"
        data-testid={`sms-message-${message.id}`}
        data-status={message.status}
        aria-haspopup="dialog"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-1.5">
          <span className="line-clamp-2 text-sm whitespace-pre-line break-words text-slate-900">{message.text}</span>
          <span className="flex flex-wrap gap-x-2 text-xs text-slate-600">
            <span>{when}</span>
            <span aria-hidden>·</span>
            <span>{t("history.by", { name: message.createdBy.name })}</span>
            <span aria-hidden>·</span>
            <span>{t(`source.${message.source}`)}</span>
            <span aria-hidden>·</span>
            <span>{t("history.recipients", { count: message.recipientCount })}</span>
          </span>
          <MessageStatusBadges message={message} />
        </span>
        <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
      </button>
    </li>
  );
}
