// Alerts (decision 046), imported by the generated service worker (vite.config.ts, importScripts).
// A push carries the alert in the person's language: shown as it is, a tap opens its page.
/* global self, clients */

self.addEventListener("push", (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = { body: event.data ? event.data.text() : "" };
  }
  const clinical = alert.kind === "clinical";
  event.waitUntil(
    self.registration.showNotification(alert.title || "Hulppost", {
      body: alert.body || "",
      // One notification per alert: the same alert again replaces it instead of stacking.
      tag: alert.id || undefined,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      // A deteriorating patient stays on the screen until someone acts on it.
      requireInteraction: clinical,
      renotify: clinical && !!alert.id,
      data: { id: alert.id || null, organizationId: alert.organizationId || null, link: alert.link || "/dashboard" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const { id, organizationId, link } = event.notification.data || {};
  const url = new URL(link || "/dashboard", self.location.origin);
  // The page marks the alert opened (the record shows who opened a clinical alert).
  if (id && organizationId) {
    url.searchParams.set("alert", id);
    url.searchParams.set("alertOrg", organizationId);
  }
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        return open.navigate(url.href);
      }
      return clients.openWindow(url.href);
    })(),
  );
});
