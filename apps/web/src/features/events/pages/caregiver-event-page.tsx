import { ArrowLeft, BadgeCheck, FileText, Flag, Hand, HeartPulse, Settings2 } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { NoOrganization } from "../../../components/no-organization";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { isAdminHere } from "../../../lib/access";
import { useEventFormat } from "../../../lib/event-dates";
import { useOrganization } from "../../../lib/organization-context";
import { useMe } from "../../../lib/session";
import { DeclareIncidentButton, EventIncidents } from "../../incidents";
import { useEvent } from "../api/get-event";
import { StillNeeded } from "../components/caregiver-event-card";
import { ContactCard, HospitalCard, WhereWhen } from "../components/event-contacts";
import { EventNotFound, isMissingEvent } from "../components/event-not-found";
import { EventStatusBadge } from "../components/event-status-badge";
import { canShowInterest, InterestButton } from "../components/interest-button";
import { MyTeamCard } from "../components/my-team-card";
import type { EventSections } from "../event-sections";

/**
 * /dashboard/event-detail?id=…: the event as a caregiver needs it on the day. Working it: my post,
 * my team with phone numbers, the local contact and the nearest hospital. Not working it: the
 * basics, what is still needed and the interest button.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function CaregiverEventPage({ Patients }: Pick<EventSections, "Patients">) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const { data: me } = useMe();
  const { selected } = useOrganization();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const detail = useEvent(selected?.id ?? "", id, { enabled: !!selected && !!id });
  const back = (
    <Link
      to="/dashboard"
      className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {t("common:actions.backToDashboard")}
    </Link>
  );

  if (!selected) return <NoOrganization />;
  if (!id || (detail.isError && isMissingEvent(detail.error))) {
    return (
      <EventNotFound
        backTo="/dashboard"
        backLabel={t("common:actions.backToDashboard")}
        eventId={UUID.test(id) ? id : undefined}
      />
    );
  }
  if (detail.isPending) return <Loading page className="py-20" />;
  if (detail.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <LoadError title={t("errors.loadEvent")} error={detail.error} onRetry={() => detail.refetch()} />
      </div>
    );
  }
  const event = detail.data;
  const assigned = event.mine.assigned;
  const admin = me ? isAdminHere(me, selected) : false;
  // The post leader declares an incident here, as an admin does on the event's management page (decision 045).
  const leads = assigned && event.mine.postLeader;

  return (
    <div className="flex flex-col gap-4" data-testid="caregiver-event">
      {back}
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{event.name}</h1>
            <EventStatusBadge event={event} />
          </div>
          <p className="mt-1 text-sm text-slate-600 first-letter:uppercase">{format.period(event)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <InterestButton orgId={selected.id} event={event} className="h-10 px-4" />
          {leads && event.phase === "live" && !event.cancelled && (
            // Its words load on their own: the event's page never waits for them.
            <Suspense fallback={null}>
              <DeclareIncidentButton orgId={selected.id} event={event} />
            </Suspense>
          )}
          {admin && (
            <Button variant="outline" asChild>
              <Link to={`/dashboard/event-management?event=${encodeURIComponent(event.id)}`} data-testid="manage-event">
                <Settings2 className="h-4 w-4" aria-hidden />
                {t("detail.manage")}
              </Link>
            </Button>
          )}
        </div>
      </header>

      {event.cancelled && <Alert tone="warning" title={t("detail.cancelledNotice")} />}
      {assigned && event.mine.qualification && (
        <div
          className="flex items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
          data-testid="my-post"
        >
          <BadgeCheck className="h-6 w-6 shrink-0" aria-hidden />
          <div>
            <p className="text-sm">{t("mine.working")}</p>
            <p className="font-semibold">
              {t("mine.post", { post: t(`common:qualifications.${event.mine.qualification}`) })}
            </p>
            {leads && (
              <p className="mt-1 flex items-start gap-1.5 text-sm" data-testid="my-post-leader">
                <Flag className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                {t("mine.postLeader")}
              </p>
            )}
          </div>
        </div>
      )}
      {!assigned && event.mine.interested && (
        <Alert tone="info" title={t("mine.interestedTitle")}>
          {t("mine.interestedHint")}
        </Alert>
      )}

      {assigned && (
        <section aria-labelledby="post-patients" className="flex flex-col gap-3" data-testid="post-patients">
          <h2 id="post-patients" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <HeartPulse className="h-5 w-5 text-brand-700" aria-hidden />
            {t("detail.postPatients")}
          </h2>
          <Patients orgId={selected.id} eventId={event.id} live={event.phase === "live"} />
        </section>
      )}

      <div className="grid items-start gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          {assigned && me && <MyTeamCard event={event} userId={me.user.id} />}
          {assigned && (
            <Suspense fallback={null}>
              <EventIncidents eventId={event.id} />
            </Suspense>
          )}
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <FileText className="h-4 w-4 text-brand-700" aria-hidden />
                {t("detail.details")}
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <WhereWhen event={event} period={format.period(event)} />
              {event.description && <p className="text-sm whitespace-pre-line text-slate-700">{event.description}</p>}
              {!assigned && canShowInterest(event) && <StillNeeded event={event} />}
              {!assigned && canShowInterest(event) && !event.mine.interested && (
                <p className="flex items-start gap-2 text-sm text-slate-600">
                  <Hand className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                  {t("detail.interestHint")}
                </p>
              )}
            </CardContent>
          </Card>
        </div>
        <div className="flex flex-col gap-4">
          {(assigned || admin) && <ContactCard event={event} />}
          <HospitalCard event={event} />
        </div>
      </div>
    </div>
  );
}
