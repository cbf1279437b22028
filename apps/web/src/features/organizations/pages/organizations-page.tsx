import { PendingPage } from "../../placeholders/placeholder-page";

export function OrganizationsPage() {
  return <PendingPage menuKey="organizations" />;
}
