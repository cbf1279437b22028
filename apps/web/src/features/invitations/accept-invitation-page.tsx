import { PendingPage } from "../placeholders/placeholder-page";

export function AcceptInvitationPage() {
  return <PendingPage menuKey="dashboard" />;
}
