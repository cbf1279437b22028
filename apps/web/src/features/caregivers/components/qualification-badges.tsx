import type { Qualification } from "@hulppost/shared/constants";
import type { MemberView } from "@hulppost/shared/members";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";

const TONES = { doctor: "blue", nurse: "green", first_aider: "amber" } as const;

export function qualificationsOf(member: Pick<MemberView, "isDoctor" | "isNurse" | "hasFirstAidCertificate">) {
  const list: Qualification[] = [];
  if (member.isDoctor) list.push("doctor");
  if (member.isNurse) list.push("nurse");
  if (member.hasFirstAidCertificate) list.push("first_aider");
  return list;
}

/** Doctor, nurse, first aider: what an admin looks for when staffing a post. */
export function QualificationBadges({ member }: { member: MemberView }) {
  const { t } = useTranslation();
  const list = qualificationsOf(member);
  if (list.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {list.map((q) => (
        <Badge key={q} tone={TONES[q]}>
          {t(`qualifications.${q}`)}
        </Badge>
      ))}
    </span>
  );
}
