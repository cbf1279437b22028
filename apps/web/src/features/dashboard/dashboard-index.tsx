import { Suspense } from "react";
import { NoOrganization } from "../../components/no-organization";
import { Loading } from "../../components/ui/load-state";
import { isAdminHere } from "../../lib/access";
import { useOrganization } from "../../lib/organization-context";
import { preloadable } from "../../lib/preloadable";
import { useMe } from "../../lib/session";

// Each role's first screen is its own chunk: a caregiver on a festival link does not download the
// admin's overview (with its event form and the IBAN and telephone checks: the admin's first load
// is ~57 KB gzipped larger), nor an admin the caregiver's (docs/performance.md, first-load budgets).
// The sign-in page loads the caregiver's ahead.
const AdminOverview = preloadable(async () => (await import("./admin-overview")).AdminOverview);
const CaregiverDashboard = preloadable(async () => (await import("./caregiver-dashboard")).CaregiverDashboard);

/** The caregiver's dashboard, loaded ahead (most people who sign in are caregivers): it then shows at once. */
export const preloadCaregiverDashboard = CaregiverDashboard.preload;

/** Super admins and admins see the admin overview; everybody else the caregiver dashboard. */
export function DashboardIndex() {
  const { data: me } = useMe();
  const { selected } = useOrganization();
  if (!me) return null;
  // Events need an organisation; without one, the person is told to contact an administrator.
  if (!selected) return <NoOrganization />;
  return (
    <Suspense fallback={<Loading page />}>
      {isAdminHere(me, selected) ? <AdminOverview organization={selected} /> : <CaregiverDashboard />}
    </Suspense>
  );
}
