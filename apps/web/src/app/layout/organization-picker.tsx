import { Building2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "../../components/ui/input";
import { useOrganization } from "../../lib/organization-context";

/**
 * Nothing without an organisation, a fixed label with one, otherwise a dropdown with
 * the placeholder 'Selecteer organisatie' and ' (Primair)' after the primary one.
 */
export function OrganizationPicker() {
  const { t } = useTranslation();
  const { organizations, selected, select } = useOrganization();
  if (organizations.length === 0) return null;
  if (organizations.length === 1) {
    return (
      <span
        className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-700"
        data-testid="organization-label"
      >
        <Building2 className="hidden h-4 w-4 shrink-0 text-slate-500 sm:block" aria-hidden />
        <span className="truncate">{organizations[0]?.displayName}</span>
      </span>
    );
  }
  return (
    <NativeSelect
      aria-label={t("header.organization")}
      data-testid="organization-picker"
      className="h-9 max-w-[12rem] truncate sm:max-w-xs"
      value={selected?.id ?? ""}
      onChange={(event) => select(event.target.value)}
    >
      <option value="" disabled>
        {t("header.selectOrganization")}
      </option>
      {organizations.map((organization) => (
        <option key={organization.id} value={organization.id}>
          {organization.displayName}
          {organization.isPrimary ? t("header.primarySuffix") : ""}
        </option>
      ))}
    </NativeSelect>
  );
}
