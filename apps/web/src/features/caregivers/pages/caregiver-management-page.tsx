import { PendingPage } from "../../placeholders/placeholder-page";

export function CaregiverManagementPage() {
  return <PendingPage menuKey="caregivers" />;
}
