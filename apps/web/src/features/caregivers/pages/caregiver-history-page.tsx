import { PendingPage } from "../../placeholders/placeholder-page";

export function CaregiverHistoryPage() {
  return <PendingPage menuKey="caregivers" />;
}
