import type { OrganizationSummary } from "@hulppost/shared/me";
import { CalendarDays, CalendarPlus, Radio, UserPlus, Users, UsersRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { LoadError, Loading } from "../../components/ui/load-state";
import { PageHeader } from "../../components/ui/page-header";
import { EventFormDialog, useDashboard } from "../events";
import { AdminLiveNow } from "./components/live-now";
import { MaintenanceWidget } from "./components/maintenance-widget";
import { ShortagesWidget } from "./components/shortages-widget";
import { StatCard } from "./components/stat-card";

// In the narrow side column a label may need two lines (French: "Ouvrir le calendrier des événements"
// ran past its button at 1280 px): wrapped, left-aligned, as tall as it needs.
const quickAction = "h-auto min-h-10 justify-start whitespace-normal py-2 text-left";

/** The admin's overview: counts, staff shortages most urgent first, and quick actions. */
export function AdminOverview({ organization }: { organization: OrganizationSummary }) {
  const { t } = useTranslation("dashboard");
  useTranslation("events");
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const dashboard = useDashboard(organization.id);
  const data = dashboard.data;

  return (
    <div className="flex flex-col gap-6" data-testid="admin-overview">
      <div className="-mb-6">
        <PageHeader
          title={t("admin.title")}
          description={t("admin.subtitle", { organization: organization.displayName })}
          actions={
            <Button onClick={() => setCreating(true)} data-testid="new-event">
              <CalendarPlus className="h-4 w-4" aria-hidden />
              {t("events:actions.newEvent")}
            </Button>
          }
        />
      </div>
      {dashboard.isError && !data ? (
        <LoadError title={t("admin.loadFailed")} error={dashboard.error} onRetry={() => dashboard.refetch()} />
      ) : (
        <>
          <AdminLiveNow orgId={organization.id} />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              icon={CalendarDays}
              label={t("admin.stats.upcoming")}
              value={data?.upcomingEvents}
              to="/dashboard/event-management?view=list&filter=upcoming"
              tone="blue"
              testId="stat-upcoming"
            />
            <StatCard
              icon={Users}
              label={t("admin.stats.caregivers")}
              value={data?.caregivers}
              to="/dashboard/hulpverlener-management"
              testId="stat-caregivers"
            />
            <StatCard
              icon={UsersRound}
              label={t("admin.stats.openPosts")}
              value={data?.openPosts}
              to="/dashboard/event-management?view=list&filter=upcoming"
              tone="red"
              testId="stat-open-posts"
            />
            <StatCard
              icon={Radio}
              label={t("admin.stats.live")}
              value={data?.liveEvents}
              to="/dashboard/event-management?view=list&filter=ongoing"
              tone="green"
              testId="stat-live"
            />
          </div>
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">{data ? <ShortagesWidget shortages={data.shortages} /> : <Loading />}</div>
            <div className="flex flex-col gap-6">
              <Card data-testid="quick-actions">
                <CardHeader>
                  <CardTitle>{t("admin.quickActions.title")}</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-2">
                  <Button
                    variant="outline"
                    className={quickAction}
                    onClick={() => setCreating(true)}
                    data-testid="quick-new-event"
                  >
                    <CalendarPlus className="h-4 w-4 shrink-0" aria-hidden />
                    {t("admin.quickActions.newEvent")}
                  </Button>
                  <Button variant="outline" className={quickAction} asChild>
                    <Link to="/dashboard/hulpverlener-management" data-testid="quick-invite">
                      <UserPlus className="h-4 w-4 shrink-0" aria-hidden />
                      {t("admin.quickActions.invite")}
                    </Link>
                  </Button>
                  <Button variant="outline" className={quickAction} asChild>
                    <Link to="/dashboard/event-management" data-testid="quick-calendar">
                      <CalendarDays className="h-4 w-4 shrink-0" aria-hidden />
                      {t("admin.quickActions.calendar")}
                    </Link>
                  </Button>
                </CardContent>
              </Card>
              {data ? <MaintenanceWidget items={data.maintenanceDue} /> : null}
            </div>
          </div>
        </>
      )}
      <EventFormDialog
        orgId={organization.id}
        open={creating}
        onOpenChange={setCreating}
        onSaved={(saved) => navigate(`/dashboard/event-management?event=${encodeURIComponent(saved.id)}`)}
      />
    </div>
  );
}
