import type { EventDetailView } from "@hulppost/shared/events";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { CloudOff, Hourglass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isAdminHere } from "../../lib/access";
import { probeNow } from "../../lib/connectivity";
import { useOnline } from "../../lib/field/field-state";
import { useOrganization } from "../../lib/organization-context";
import { useMe } from "../../lib/session";
import { Button } from "../ui/button";
import { EmptyState } from "../ui/page-header";

/** Asks the server again now: the network first, then what the page is waiting for. */
export function tryAgain(client: QueryClient) {
  probeNow();
  void client.refetchQueries({ type: "active" });
}

interface KeptPage {
  to: string;
  label: string;
}

/** The pages this device can open without a network: the home page and the events it keeps. */
function useKeptPages(): KeptPage[] {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data: me } = useMe();
  const { selected } = useOrganization();
  const pages: KeptPage[] = [{ to: "/dashboard", label: t("field:notKept.home") }];
  if (!selected || !me) return pages;
  const admin = isAdminHere(me, selected);
  const events = client
    .getQueriesData<EventDetailView>({ queryKey: ["org", selected.id, "event"] })
    .flatMap(([key, data]) => (key.length === 4 && data?.name ? [data] : []))
    .filter((event) => !event.cancelled && event.phase !== "past")
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  for (const event of events)
    pages.push({
      // An admin runs the post from the event's page; a caregiver works from theirs.
      to:
        admin && !event.mine.assigned
          ? `/dashboard/event-management?event=${encodeURIComponent(event.id)}&tab=patients`
          : `/dashboard/event-detail?id=${encodeURIComponent(event.id)}`,
      label: event.name,
    });
  return pages;
}

/**
 * What a page (or a part of it) says when its data is not there after a few seconds: offline,
 * that this device did not keep it and it comes with the network; online, that it is slow. A whole
 * signed-in page also lists what the device can open instead (`links`). Never only a spinner.
 */
export function NotKeptHere({ page, links = true }: { page: boolean; links?: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const online = useOnline();
  const state = online ? "slow" : "notKept";
  const Icon = online ? Hourglass : CloudOff;
  const retry = (
    <Button size="sm" variant="outline" onClick={() => tryAgain(client)} data-testid="not-kept-retry">
      {t("actions.retry")}
    </Button>
  );
  if (!page)
    return (
      <div
        className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-dashed border-slate-300 bg-white px-3 py-3 text-sm text-slate-600"
        role="status"
        data-testid="not-kept"
        data-state={state}
      >
        <Icon className="h-5 w-5 shrink-0 text-slate-400" aria-hidden />
        <p className="min-w-0 flex-1">
          <span className="font-medium text-slate-800">{t(`field:${state}.title`)}.</span> {t(`field:${state}.hint`)}
        </p>
        {retry}
      </div>
    );
  return (
    <div data-testid="not-kept" data-state={state} role="status">
      <EmptyState
        icon={<Icon className="h-10 w-10" />}
        title={t(`field:${state}.title`)}
        description={t(`field:${state}.hint`)}
        action={
          <div className="flex flex-col items-center gap-4">
            {retry}
            {links && <KeptPages />}
          </div>
        }
      />
    </div>
  );
}

function KeptPages() {
  const { t } = useTranslation();
  const pages = useKeptPages();
  return (
    <nav aria-label={t("field:notKept.canOpen")} className="flex flex-col items-center gap-2">
      <p className="text-sm text-slate-600">{t("field:notKept.canOpen")}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {pages.map((page) => (
          <li key={page.to}>
            <Button asChild size="sm" variant="ghost" className="text-brand-700">
              <Link to={page.to} data-testid="kept-page">
                {page.label}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
