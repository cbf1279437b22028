import { PendingPage } from "../placeholders/placeholder-page";

export function AdminSettingsPage() {
  return <PendingPage menuKey="adminSettings" />;
}
