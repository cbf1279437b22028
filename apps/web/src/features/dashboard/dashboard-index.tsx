import { isAdminHere } from "../../app/access";
import { useOrganization } from "../../app/organization-context";
import { useMe } from "../../app/session";
import { NoOrganization } from "../organizations/components/no-organization";
import { AdminOverview } from "./admin-overview";
import { CaregiverDashboard } from "./caregiver-dashboard";

/** Spec §2: super admins and admins see the admin overview; everybody else the caregiver dashboard. */
export function DashboardIndex() {
  const { data: me } = useMe();
  const { selected } = useOrganization();
  if (!me) return null;
  // Spec §6: events need an organisation; without one, the person is told to contact an administrator.
  if (!selected) return <NoOrganization />;
  return isAdminHere(me, selected) ? <AdminOverview organization={selected} /> : <CaregiverDashboard />;
}
