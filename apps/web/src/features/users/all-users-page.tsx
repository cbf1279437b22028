import { PendingPage } from "../placeholders/placeholder-page";

export function AllUsersPage() {
  return <PendingPage menuKey="allUsers" />;
}
