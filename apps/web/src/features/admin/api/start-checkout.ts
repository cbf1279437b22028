import type { redirectView } from "@hulppost/shared/billing";
import type { Language } from "@hulppost/shared/constants";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { adminPaths } from "./keys";

type Redirect = z.output<typeof redirectView>;

/** Stripe Checkout's page for the premium plan, in the interface's language; the browser goes there. */
export const startCheckout = (orgId: string, language: Language) =>
  api<Redirect>(`${adminPaths.billing(orgId)}/checkout`, { method: "POST", body: { language } });

/** Nothing in the cache changes: the page leaves for Stripe, and comes back to a fresh overview. */
export const useStartCheckout = (orgId: string, callbacks: MutationCallbacks<Redirect, Language>) =>
  useApiMutation((language: Language) => startCheckout(orgId, language), callbacks);
