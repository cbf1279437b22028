import { CalendarCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { CaregiverEventCard, useMyEvents } from "../../events";
import { DashboardSection } from "./dashboard-section";

const PAST_SHOWN = 3;

/** The events I work at: the coming ones first (soonest on top), then the ones behind me. */
export function MyEventsSection({ orgId }: { orgId: string }) {
  const { t } = useTranslation("dashboard");
  const [allPast, setAllPast] = useState(false);
  const events = useMyEvents(orgId);
  const list = events.data ?? [];
  const upcoming = list.filter((e) => e.phase !== "past").sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const past = list.filter((e) => e.phase === "past");

  return (
    <DashboardSection id="my-events" title={t("caregiver.myEvents.title")} testId="my-events-section">
      {events.isPending ? (
        <Loading />
      ) : events.isError ? (
        <LoadError title={t("events:errors.loadEvents")} error={events.error} onRetry={() => events.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<CalendarCheck className="h-10 w-10" />}
          title={t("caregiver.myEvents.empty")}
          description={t("caregiver.myEvents.emptyHint")}
        />
      ) : (
        <div className="flex flex-col gap-4">
          {upcoming.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
              {t("caregiver.myEvents.noUpcoming")}
            </p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {upcoming.map((event) => (
                <CaregiverEventCard key={event.id} orgId={orgId} event={event} />
              ))}
            </ul>
          )}
          {past.length > 0 && (
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-slate-700">{t("caregiver.myEvents.past")}</h3>
              <ul className="grid gap-3 md:grid-cols-2">
                {(allPast ? past : past.slice(0, PAST_SHOWN)).map((event) => (
                  <CaregiverEventCard key={event.id} orgId={orgId} event={event} />
                ))}
              </ul>
              {past.length > PAST_SHOWN && (
                <Button
                  variant="link"
                  className="self-start"
                  onClick={() => setAllPast((v) => !v)}
                  data-testid="my-events-toggle-past"
                >
                  {allPast ? t("caregiver.myEvents.showLess") : t("caregiver.myEvents.showAll", { count: past.length })}
                </Button>
              )}
            </div>
          )}
        </div>
      )}
    </DashboardSection>
  );
}
