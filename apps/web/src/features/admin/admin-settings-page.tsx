import { PLAN_LIMITS } from "@hulppost/shared/constants";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { NoOrganization } from "../../components/no-organization";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Loading } from "../../components/ui/load-state";
import { EmptyState, PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useOrganization } from "../../lib/organization-context";
import { useErrorMessage } from "../../lib/use-error-message";
import { StaffingRulesCard } from "../events";
import { HospitalsCard, TagSheetsCard } from "../incidents";
import { AnalyticsTab } from "../insights";
import { AlertDefaultsCard } from "../notifications";
import { OrganizationSettingsForm, useOrganizationView } from "../organizations";
import { ObservationIntervalsCard } from "../patients";
import { RetentionPeriodsCard } from "../retention";
import { AuditLog } from "./components/audit-log";
import { BillingTab } from "./components/billing-tab";
import { DepartureBanner } from "./components/org-data/departure-banner";
import { OrgDataCard } from "./components/org-data/org-export-card";
import { OrganizationDetailsForm } from "./components/organization-details-form";
import { ProcessingRecordCard } from "./components/processing-record/processing-record-card";
import { SystemStatus } from "./components/system/system-status";

const TABS = ["system", "analytics", "billing", "options"] as const;

/**
 * /dashboard/admin: tabs System, Analytics, Billing, Options for the selected organisation.
 * `?tab=billing` opens on a tab, for links such as the SMS center's upgrade button.
 */
export function AdminSettingsPage() {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  const asked = params.get("tab");
  const initialTab = TABS.find((tab) => tab === asked) ?? "system";
  // The forms on the tabs use these words; load them with the page instead of on first click.
  useTranslation(["organizations", "system"]);
  const errorMessage = useErrorMessage();
  const { selected } = useOrganization();
  const organization = useOrganizationView(selected?.id);
  if (!selected) return <NoOrganization />;

  return (
    <div>
      <PageHeader title={t("title")} description={t("subtitle", { organization: selected.displayName })} />
      {organization.data && <DepartureBanner orgId={organization.data.id} />}
      {organization.isPending ? (
        <div className="flex justify-center py-16" role="status">
          <Spinner className="h-7 w-7 text-brand-700" />
          <span className="sr-only">{t("common:loading")}</span>
        </div>
      ) : organization.isError ? (
        <EmptyState
          title={t("loadFailed")}
          description={errorMessage(organization.error)}
          action={
            <Button variant="outline" onClick={() => organization.refetch()}>
              {t("common:actions.retry")}
            </Button>
          }
        />
      ) : (
        <Tabs defaultValue={initialTab}>
          <TabsList>
            <TabsTrigger value="system" data-testid="tab-system">
              {t("tabs.system")}
            </TabsTrigger>
            <TabsTrigger value="analytics" data-testid="tab-analytics">
              {t("tabs.analytics")}
            </TabsTrigger>
            <TabsTrigger value="billing" data-testid="tab-billing">
              {t("tabs.billing")}
            </TabsTrigger>
            <TabsTrigger value="options" data-testid="tab-options">
              {t("tabs.options")}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="system" className="flex flex-col gap-6">
            <SystemStatus orgId={organization.data.id} />
            <OrganizationDetailsForm key={organization.data.id} organization={organization.data} />
            <AuditLog orgId={organization.data.id} />
          </TabsContent>
          <TabsContent value="analytics">
            {/* The charts' code loads only when this tab is opened. */}
            <Suspense fallback={<Loading />}>
              <AnalyticsTab orgId={organization.data.id} />
            </Suspense>
          </TabsContent>
          <TabsContent value="billing">
            <BillingTab organization={organization.data} />
          </TabsContent>
          <TabsContent value="options" className="flex flex-col gap-6">
            <Card>
              <CardHeader>
                <CardTitle>{t("options.title")}</CardTitle>
                <CardDescription>{t("options.description")}</CardDescription>
              </CardHeader>
              <CardContent>
                <OrganizationSettingsForm orgId={organization.data.id} plan={organization.data.plan} />
              </CardContent>
            </Card>
            <RetentionPeriodsCard orgId={organization.data.id} />
            <ObservationIntervalsCard orgId={organization.data.id} />
            {/* Its words (the events') load with it: the Options tab does not wait for them. */}
            <Suspense fallback={<Loading />}>
              <StaffingRulesCard orgId={organization.data.id} />
            </Suspense>
            {/* Its words load with it: the Options tab does not wait for them. */}
            <Suspense fallback={<Loading />}>
              <AlertDefaultsCard orgId={organization.data.id} sms={PLAN_LIMITS[organization.data.plan].sms} />
            </Suspense>
            <HospitalsCard orgId={organization.data.id} />
            <TagSheetsCard orgId={organization.data.id} />
            <ProcessingRecordCard orgId={organization.data.id} />
            <OrgDataCard orgId={organization.data.id} displayName={organization.data.displayName} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
