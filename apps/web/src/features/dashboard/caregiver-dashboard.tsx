import { PendingPage } from "../placeholders/placeholder-page";

export function CaregiverDashboard() {
  return <PendingPage menuKey="dashboard" />;
}
