import { NoOrganization } from "../../components/no-organization";
import { isAdminHere } from "../../lib/access";
import { useOrganization } from "../../lib/organization-context";
import { useMe } from "../../lib/session";
import { AdminOverview } from "./admin-overview";
import { CaregiverDashboard } from "./caregiver-dashboard";

/** Super admins and admins see the admin overview; everybody else the caregiver dashboard. */
export function DashboardIndex() {
  const { data: me } = useMe();
  const { selected } = useOrganization();
  if (!me) return null;
  // Events need an organisation; without one, the person is told to contact an administrator.
  if (!selected) return <NoOrganization />;
  return isAdminHere(me, selected) ? <AdminOverview organization={selected} /> : <CaregiverDashboard />;
}
