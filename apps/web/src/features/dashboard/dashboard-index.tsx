import { isAdminHere } from "../../app/access";
import { useOrganization } from "../../app/organization-context";
import { useMe } from "../../app/session";
import { PendingPage } from "../placeholders/placeholder-page";
import { CaregiverDashboard } from "./caregiver-dashboard";

/** Spec §2: super admins and admins see the admin overview; everybody else the caregiver dashboard. */
export function DashboardIndex() {
  const { data: me } = useMe();
  const { selected } = useOrganization();
  if (!me) return null;
  return isAdminHere(me, selected) ? <PendingPage menuKey="dashboard" /> : <CaregiverDashboard />;
}
