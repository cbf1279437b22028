import { useTranslation } from "react-i18next";
import { NoOrganization } from "../../../components/no-organization";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { PageHeader } from "../../../components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useOrganization } from "../../../lib/organization-context";
import { CaregiverCalendar, CaregiverHistory } from "../../events";
import { AddMemberButton } from "../components/add-member-dialog";
import { CaregiverList } from "../components/caregiver-list";
import { InvitationLinks } from "../components/invitation-links";

/** /dashboard/hulpverlener-management: tabs Overview, Calendar, History and activity. */
export function CaregiverManagementPage() {
  const { t } = useTranslation("caregivers");
  const { selected } = useOrganization();
  if (!selected) return <NoOrganization />;
  return (
    <div>
      <PageHeader
        title={t("management.title")}
        description={t("subtitle", { organization: selected.displayName })}
        actions={<AddMemberButton orgId={selected.id} />}
      />
      <Tabs defaultValue="overview">
        <TabsList>
          <TabsTrigger value="overview" data-testid="tab-overview">
            {t("management.tabs.overview")}
          </TabsTrigger>
          <TabsTrigger value="calendar" data-testid="tab-calendar">
            {t("management.tabs.calendar")}
          </TabsTrigger>
          <TabsTrigger value="history" data-testid="tab-history">
            {t("management.tabs.history")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="flex flex-col gap-6">
          <CaregiverList orgId={selected.id} />
          <Card>
            <CardHeader>
              <CardTitle>{t("invitations.title")}</CardTitle>
            </CardHeader>
            <CardContent>
              <InvitationLinks orgId={selected.id} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="calendar">
          <CaregiverCalendar orgId={selected.id} />
        </TabsContent>
        <TabsContent value="history">
          <CaregiverHistory orgId={selected.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
