import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { NoOrganization } from "../../../components/no-organization";
import { PageHeader } from "../../../components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useOrganization } from "../../../lib/organization-context";
import { AssetOverview } from "../components/asset-overview";
import { PlanningTab } from "../components/planning-tab";

const TABS = ["overview", "planning"] as const;
type Tab = (typeof TABS)[number];

/** /dashboard/infrastructure (admins): the fleet with its filters, and the month planning. */
export function InfrastructurePage() {
  const { t } = useTranslation("infrastructure");
  const { selected } = useOrganization();
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const tab: Tab = TABS.includes(raw as Tab) ? (raw as Tab) : "overview";
  if (!selected) return <NoOrganization />;
  const setTab = (value: string) => {
    const next = new URLSearchParams(params);
    next.set("tab", value);
    setParams(next, { replace: true });
  };
  return (
    <div>
      <PageHeader title={t("page.title")} description={t("page.subtitle", { organization: selected.displayName })} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          {TABS.map((name) => (
            <TabsTrigger key={name} value={name} data-testid={`infrastructure-tab-${name}`}>
              {t(`tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <AssetOverview orgId={selected.id} />
        </TabsContent>
        <TabsContent value="planning">
          <PlanningTab orgId={selected.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
