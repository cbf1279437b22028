import { PendingPage } from "../../placeholders/placeholder-page";

export function CaregiverEventPage() {
  return <PendingPage menuKey="events" />;
}
