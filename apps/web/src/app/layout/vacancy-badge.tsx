import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useVacancyCount } from "../../features/events";

/** The caregiver's red badge '{n} vacature(s)', refreshed every few minutes by useVacancyCount. */
export function VacancyBadge({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const { data } = useVacancyCount(organizationId);
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
