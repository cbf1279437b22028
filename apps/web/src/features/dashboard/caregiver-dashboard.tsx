import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { NoOrganization } from "../../components/no-organization";
import { PageHeader } from "../../components/ui/page-header";
import { useOrganization } from "../../lib/organization-context";
import { useMe } from "../../lib/session";
import { AllEventsSection } from "./components/all-events-section";
import { CaregiverLiveNow } from "./components/live-now";
import { MyEventsSection } from "./components/my-events-section";
import { VacanciesSection } from "./components/vacancies-section";

/** The caregiver's dashboard (also /dashboard/hulpverlener): my events, vacancies, all events. */
export function CaregiverDashboard() {
  const { t } = useTranslation("dashboard");
  // The event cards speak the events namespace; load it with the page rather than per card.
  useTranslation("events");
  const { data: me } = useMe();
  const { selected } = useOrganization();
  // The greeting first, the sections in the render after it: on a phone 4× slower than a laptop
  // their first drawing and their requests held the whole screen up (docs/performance.md).
  const sections = useDeferredValue(true, false);
  if (!selected) return <NoOrganization />;
  return (
    <div className="flex flex-col gap-8" data-testid="caregiver-dashboard">
      <div className="-mb-6">
        <PageHeader
          title={t("caregiver.greeting", { name: me?.profile.firstName ?? "" })}
          description={t("caregiver.subtitle", { organization: selected.displayName })}
        />
      </div>
      {sections && (
        <>
          <CaregiverLiveNow orgId={selected.id} />
          <MyEventsSection orgId={selected.id} />
          <VacanciesSection orgId={selected.id} />
          <AllEventsSection orgId={selected.id} organizationName={selected.displayName} />
        </>
      )}
    </div>
  );
}
