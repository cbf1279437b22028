import { TIMINGS_MS } from "@hulppost/shared/constants";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { countVacancies, eventKeys } from "../../features/events/events-api";

/** The caregiver's red badge '{n} vacature(s)', refreshed every 5 minutes (spec §9). */
export function VacancyBadge({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: eventKeys.vacancyCount(organizationId),
    queryFn: () => countVacancies(organizationId),
    refetchInterval: TIMINGS_MS.vacancyRefresh,
  });
  if (!data?.count) return null;
  return (
    <Link
      to="/dashboard#vacancies"
      data-testid="vacancy-badge"
      className="rounded-full bg-red-600 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-white shadow-sm hover:bg-red-700"
    >
      {t("header.vacancies", { count: data.count })}
    </Link>
  );
}
