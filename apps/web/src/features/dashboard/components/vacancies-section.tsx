import { PartyPopper } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { CaregiverEventCard, useVacancies } from "../../events";
import { DashboardSection } from "./dashboard-section";
import { VacancyNotice } from "./vacancy-notice";

/**
 * Open shifts for me (decisions 048, 050): upcoming events that still need someone with my qualifications and that
 * I may work, each with "show interest" and a notice when it falls on a weekday I avoid or past my monthly cap.
 */
export function VacanciesSection({ orgId }: { orgId: string }) {
  const { t } = useTranslation("dashboard");
  const { hash } = useLocation();
  const vacancies = useVacancies(orgId);
  const loaded = vacancies.isSuccess;
  // The header badge links to /dashboard#vacancies; the section only has its height once loaded.
  useEffect(() => {
    if (loaded && hash === "#vacancies") document.getElementById("vacancies")?.scrollIntoView({ behavior: "smooth" });
  }, [loaded, hash]);
  const list = vacancies.data ?? [];

  return (
    <DashboardSection
      id="vacancies"
      title={t("caregiver.vacancies.title")}
      description={t("caregiver.vacancies.description")}
      testId="vacancies-section"
    >
      {vacancies.isPending ? (
        <Loading />
      ) : vacancies.isError ? (
        <LoadError
          title={t("caregiver.vacancies.loadFailed")}
          error={vacancies.error}
          onRetry={() => vacancies.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<PartyPopper className="h-10 w-10" />}
          title={t("caregiver.vacancies.empty")}
          description={t("caregiver.vacancies.emptyHint")}
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {list.map((event) => (
            <CaregiverEventCard
              key={event.id}
              orgId={orgId}
              event={event}
              showNeeds
              notice={<VacancyNotice vacancy={event} />}
            />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
