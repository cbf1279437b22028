import type { PushDeviceView, PushSubscriptionInput } from "@hulppost/shared/notifications";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getQuery } from "../../../lib/get-query";
import { type ApiMutation, type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { notificationKeys, notificationPaths } from "./keys";

export const usePushDevices = () =>
  useQuery(getQuery<PushDeviceView[]>(notificationKeys.devices(), notificationPaths.devices));

export const pushKey = () => api<{ publicKey: string }>(notificationPaths.pushKey);

const devicesChanged: ApiMutation<unknown, unknown> = {
  onSuccess: (client) => {
    void client.invalidateQueries({ queryKey: notificationKeys.devices() });
  },
};

export const saveSubscription = (body: PushSubscriptionInput) =>
  api<PushDeviceView>(notificationPaths.devices, { method: "POST", body });

export function useRemoveDevice(callbacks: MutationCallbacks<void, string>) {
  return useApiMutation(
    (id: string) => api<void>(notificationPaths.device(id), { method: "DELETE" }),
    callbacks,
    devicesChanged,
  );
}

export interface TestAnswer {
  sent: boolean;
  removed: boolean;
  error: string | null;
}
export function useTestDevice(callbacks: MutationCallbacks<TestAnswer, string>) {
  return useApiMutation(
    (id: string) => api<TestAnswer>(notificationPaths.test(id), { method: "POST" }),
    callbacks,
    devicesChanged,
  );
}

/** After this device subscribed (or unsubscribed) in the browser: the list is asked again. */
export const devicesQueryKey = notificationKeys.devices;
