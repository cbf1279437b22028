import type {
  AlertDefaultsInput,
  AlertDefaultsView,
  AlertPreferencesInput,
  AlertPreferencesView,
  NotificationListView,
  NotificationView,
} from "@hulppost/shared/notifications";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getQuery } from "../../../lib/get-query";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { showAnswer } from "../../../lib/show-answer";
import { notificationKeys, notificationPaths } from "./keys";

/** My latest alerts and the unread count: the bell. Realtime notices refresh it at once. */
export const useMyNotifications = (orgId: string) =>
  useQuery({
    ...getQuery<NotificationListView>(notificationKeys.list(orgId), notificationPaths.list(orgId)),
    enabled: !!orgId,
    // For a stream that is down; a notice refreshes it within a second otherwise.
    refetchInterval: 120_000,
  });

const refreshBell = (orgId: string) => ({
  onSuccess: (client: import("@tanstack/react-query").QueryClient) => {
    void client.invalidateQueries({ queryKey: notificationKeys.list(orgId) });
  },
});

/** I opened an alert (from the bell, or a tap on the phone's notification). */
export const openNotification = (orgId: string, id: string) =>
  api<NotificationView>(notificationPaths.open(orgId, id), { method: "POST" });

export function useOpenNotification(orgId: string, callbacks: MutationCallbacks<NotificationView, string> = {}) {
  return useApiMutation((id: string) => openNotification(orgId, id), callbacks, refreshBell(orgId));
}

export function useReadAll(orgId: string, callbacks: MutationCallbacks<void, void> = {}) {
  return useApiMutation(
    () => api<void>(notificationPaths.readAll(orgId), { method: "POST" }),
    callbacks,
    refreshBell(orgId),
  );
}

export const useAlertPreferences = (orgId: string) =>
  useQuery(getQuery<AlertPreferencesView>(notificationKeys.preferences(orgId), notificationPaths.preferences(orgId)));

export function useSaveAlertPreferences(
  orgId: string,
  callbacks: MutationCallbacks<AlertPreferencesView, AlertPreferencesInput>,
) {
  return useApiMutation(
    (body: AlertPreferencesInput) =>
      api<AlertPreferencesView>(notificationPaths.preferences(orgId), { method: "PUT", body }),
    callbacks,
    {
      onSuccess: (client, saved) => showAnswer(client, notificationKeys.preferences(orgId), saved),
    },
  );
}

export const useAlertDefaults = (orgId: string) =>
  useQuery(getQuery<AlertDefaultsView>(notificationKeys.defaults(orgId), notificationPaths.defaults(orgId)));

export function useSaveAlertDefaults(
  orgId: string,
  callbacks: MutationCallbacks<AlertDefaultsView, AlertDefaultsInput>,
) {
  return useApiMutation(
    (body: AlertDefaultsInput) => api<AlertDefaultsView>(notificationPaths.defaults(orgId), { method: "PUT", body }),
    callbacks,
    {
      onSuccess: (client, saved) => {
        showAnswer(client, notificationKeys.defaults(orgId), saved);
        // My own effective choices follow the organisation's where I chose nothing.
        void client.invalidateQueries({ queryKey: notificationKeys.preferences(orgId) });
      },
    },
  );
}
