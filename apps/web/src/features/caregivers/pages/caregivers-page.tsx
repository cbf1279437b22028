import { PendingPage } from "../../placeholders/placeholder-page";

export function CaregiversPage() {
  return <PendingPage menuKey="caregivers" />;
}
