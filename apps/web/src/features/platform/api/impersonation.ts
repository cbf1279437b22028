import type { impersonateBody } from "@hulppost/shared/platform";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { clearSelectedOrganization } from "../../../lib/organization-context";
import { beginSessionSwitch, forgetKeptData } from "../../../lib/session";
import { userPaths } from "./keys";

type UserId = z.input<typeof impersonateBody>["userId"];

/**
 * Acting as somebody else, and stopping: either way the session changes under the app, so nothing
 * of the one before may stay (selected organisation, session storage, the cache kept on the
 * device); the screen then loads the whole app again.
 */
function forgetSession() {
  clearSelectedOrganization();
  sessionStorage.clear();
}

export async function startImpersonation(userId: UserId) {
  const endSwitch = beginSessionSwitch();
  try {
    await api<void>(`${userPaths.impersonation}/start`, { method: "POST", body: { userId } });
  } catch (error) {
    endSwitch();
    throw error;
  }
}

export async function stopImpersonating() {
  const endSwitch = beginSessionSwitch();
  try {
    await api<void>(`${userPaths.impersonation}/stop`, { method: "POST", body: {} });
  } catch (error) {
    endSwitch();
    throw error;
  }
  forgetSession();
  await forgetKeptData();
}

/**
 * Stops while the page goes away (hidden or unloaded): keepalive lets the request finish after
 * the page is gone, so it is sent with fetch itself, not waited for.
 */
export function stopImpersonatingOnLeave() {
  beginSessionSwitch();
  void fetch(`${userPaths.impersonation}/stop`, {
    method: "POST",
    keepalive: true,
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  forgetSession();
}

export const useStartImpersonation = (callbacks: MutationCallbacks<void, UserId>) =>
  useMutation({
    ...callbacks,
    mutationFn: startImpersonation,
    onSuccess: async (...args) => {
      forgetSession();
      await forgetKeptData();
      return callbacks.onSuccess?.(...args);
    },
  });

export const useStopImpersonation = (callbacks: MutationCallbacks<void, void>) =>
  useApiMutation(stopImpersonating, callbacks);
