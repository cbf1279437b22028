import { PendingPage } from "../../placeholders/placeholder-page";

export function EventManagementPage() {
  return <PendingPage menuKey="events" />;
}
