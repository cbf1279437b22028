import type { Qualification } from "@hulppost/shared/constants";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";

export const QUALIFICATION_TONES = { doctor: "blue", nurse: "green", first_aider: "amber" } as const;

export function qualificationsOf(person: { isDoctor: boolean; isNurse: boolean; hasFirstAidCertificate: boolean }) {
  const list: Qualification[] = [];
  if (person.isDoctor) list.push("doctor");
  if (person.isNurse) list.push("nurse");
  if (person.hasFirstAidCertificate) list.push("first_aider");
  return list;
}

/** Doctor, nurse, first aider as coloured tags. */
export function QualificationTags({ qualifications }: { qualifications: readonly Qualification[] }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1">
      {qualifications.map((q) => (
        <Badge key={q} tone={QUALIFICATION_TONES[q]}>
          {t(`qualifications.${q}`)}
        </Badge>
      ))}
    </span>
  );
}
