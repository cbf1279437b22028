import { UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useVacancyCount } from "../../features/events";

/**
 * The caregiver's badge '{n} vacature(s)', refreshed every few minutes by useVacancyCount. In the
 * brand's colour (red is for patients in danger); on a phone only the icon and the number, so the
 * organisation's name keeps its room in the header, with a 44 px area to tap around it.
 */
export function VacancyBadge({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const { data } = useVacancyCount(organizationId);
  if (!data?.count) return null;
  const words = t("header.vacancies", { count: data.count });
  return (
    <Link
      to="/dashboard#vacancies"
      data-testid="vacancy-badge"
      data-count={data.count}
      aria-label={words}
      title={words}
      className="relative inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-white shadow-sm after:absolute after:-inset-2 after:content-[''] hover:bg-brand-800"
    >
      <UserPlus className="h-3.5 w-3.5" aria-hidden />
      <span className="sm:hidden">{data.count}</span>
      <span className="hidden sm:inline">{words}</span>
    </Link>
  );
}
