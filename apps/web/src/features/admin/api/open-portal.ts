import type { redirectView } from "@hulppost/shared/billing";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { adminPaths } from "./keys";

type Redirect = z.output<typeof redirectView>;

/** Stripe's customer portal (payment method, invoices, cancelling); the browser goes there. */
export const openPortal = (orgId: string) => api<Redirect>(`${adminPaths.billing(orgId)}/portal`, { method: "POST" });

/** Nothing in the cache changes: the page leaves for Stripe. */
export const useOpenPortal = (orgId: string, callbacks: MutationCallbacks<Redirect, void>) =>
  useApiMutation(() => openPortal(orgId), callbacks);
