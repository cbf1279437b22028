import type { NotificationView } from "@hulppost/shared/notifications";
import { Bell, BellRing, CheckCheck, HeartPulse } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "../../../components/ui/popover";
import { cn } from "../../../lib/cn";
import { useFormat } from "../../../lib/format";
import { useMyNotifications, useOpenNotification, useReadAll } from "../api/notifications";
import { useAlertOpened } from "../use-alert-opened";

/**
 * The header's bell: how many of my alerts I have not read (realtime), and the list of the latest,
 * each opening its page and marked read and opened. A clinical alert is marked in red.
 */
export function NotificationBell({ orgId }: { orgId: string }) {
  const { t } = useTranslation("notifications");
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const list = useMyNotifications(orgId);
  const opening = useOpenNotification(orgId);
  const readAll = useReadAll(orgId);
  const unread = list.data?.unread ?? 0;
  // A tap on a phone's notification opened the app on its page: that alert is opened (the bell
  // is on every signed-in page, and loads after it).
  useAlertOpened();
  const go = (alert: NotificationView) => {
    setOpen(false);
    opening.mutate(alert.id);
    navigate(alert.link);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // What I look at is asked again: an alert opened on another page or device shows as read.
        if (next) void list.refetch();
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={t("bell.label", { count: unread })}
          data-testid="notification-bell"
        >
          {unread ? <BellRing className="h-5 w-5" aria-hidden /> : <Bell className="h-5 w-5" aria-hidden />}
          {unread > 0 && (
            <span
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold text-white tabular-nums"
              data-testid="notification-unread"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-96 max-w-[calc(100vw-1rem)] p-0" data-testid="notification-panel">
        <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
          <p className="font-semibold text-slate-900">{t("bell.title")}</p>
          {unread > 0 && (
            <Button variant="ghost" size="sm" onClick={() => readAll.mutate()} data-testid="notification-read-all">
              <CheckCheck className="h-4 w-4" aria-hidden />
              {t("bell.readAll")}
            </Button>
          )}
        </div>
        <NotificationList items={list.data?.items ?? []} loading={list.isPending} onOpen={go} />
      </PopoverContent>
    </Popover>
  );
}

function NotificationList({
  items,
  loading,
  onOpen,
}: {
  items: NotificationView[];
  loading: boolean;
  onOpen: (alert: NotificationView) => void;
}) {
  const { t } = useTranslation("notifications");
  const format = useFormat();
  if (loading) return <p className="px-4 py-6 text-sm text-slate-500">{t("bell.loading")}</p>;
  if (!items.length)
    return (
      <p className="px-4 py-6 text-center text-sm text-slate-500" data-testid="notification-empty">
        {t("bell.empty")}
      </p>
    );
  return (
    <ul className="max-h-[min(28rem,70vh)] divide-y divide-slate-100 overflow-y-auto" data-testid="notification-list">
      {items.map((alert) => {
        const clinical = alert.kind === "clinical";
        return (
          <li key={alert.id}>
            <button
              type="button"
              onClick={() => onOpen(alert)}
              className={cn(
                "flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none",
                !alert.readAt && "bg-brand-50/60",
              )}
              data-testid={`notification-${alert.id}`}
              data-unread={alert.readAt ? undefined : "true"}
            >
              <span
                className={cn(
                  "mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full",
                  clinical ? "bg-red-100 text-red-700" : "bg-slate-100 text-slate-600",
                )}
              >
                {clinical ? <HeartPulse className="h-4 w-4" aria-hidden /> : <Bell className="h-4 w-4" aria-hidden />}
              </span>
              <span className="min-w-0 flex-1">
                <span
                  className={cn(
                    "block text-sm break-words",
                    alert.readAt ? "text-slate-700" : "font-semibold text-slate-900",
                    clinical && "text-red-800",
                  )}
                >
                  {alert.title}
                </span>
                <span className="block text-sm break-words text-slate-600">{alert.body}</span>
                <span className="mt-0.5 block text-xs text-slate-500">{format.dateTime(alert.createdAt)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
