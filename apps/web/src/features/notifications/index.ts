// The notifications feature's public face: the header's bell, the profile's and Options' cards,
// the alert a tap opened, and the keys realtime refreshes (decision 046).
export { notificationKeys } from "./api/keys";
export { AlertDefaultsCard } from "./components/alert-defaults-card";
export { AlertPreferencesCard } from "./components/alert-preferences-card";
export { DeviceNotificationsCard } from "./components/device-notifications-card";
export { EventAlertsCard } from "./components/event-alerts-card";
export { NotificationBell } from "./components/notification-bell";
