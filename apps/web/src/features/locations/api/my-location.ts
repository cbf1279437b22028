import type { SharedLocationView, ShareLocationInput } from "@hulppost/shared/locations";
import { api } from "../../../lib/api-client";
import { locationPaths } from "./keys";

/**
 * POST of this person's position and DELETE of it (stop sharing). Plain requests, not mutations:
 * the sharing sends on its own clock and must fail at once without a network, so the next check
 * sends again (a mutation would wait for the network instead).
 */
export const shareLocation = (orgId: string, input: ShareLocationInput) =>
  api<SharedLocationView>(locationPaths.locations(orgId), { method: "POST", body: input });
export const stopSharing = (orgId: string) => api<void>(locationPaths.mine(orgId), { method: "DELETE" });
