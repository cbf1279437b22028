import type { MemberView } from "@hulppost/shared/members";
import { QualificationTags, qualificationsOf } from "../../events";

/** Doctor, nurse, first aider: what an admin looks for when staffing a post; a dash for none. */
export function QualificationBadges({ member }: { member: MemberView }) {
  const list = qualificationsOf(member);
  if (list.length === 0) return <span className="text-slate-400">—</span>;
  return <QualificationTags qualifications={list} />;
}
