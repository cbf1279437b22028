import { TIMINGS_MS } from "@hulppost/shared/constants";
import type { MeView } from "@hulppost/shared/me";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, api, NETWORK_ERROR } from "./api-client";

export const ME_QUERY_KEY = ["me"] as const;

/**
 * Set in localStorage by a sign-out whose request has not reached the server yet (field mode):
 * the signed-in pages send the person back to finish it; a new sign-in clears it.
 */
export const SIGN_OUT_PENDING = "hulppost-sign-out-pending";

let switchingSession = false;

/**
 * Impersonation start and stop swap the session under the page, which then loads afresh.
 * Requests already on their way meet the old session gone: that is not "session expired".
 */
export function beginSessionSwitch(): () => void {
  switchingSession = true;
  return () => {
    switchingSession = false;
  };
}

export const isSwitchingSession = () => switchingSession;

/**
 * The role and profile load gives up after 10 s, and is then asked again without a time-out (a
 * slow network still gets its answer, however late; decision 035).
 */
let meTimeout: number | null = TIMINGS_MS.roleProfileQueryTimeout;

/** The signed-in person, or null when nobody is signed in. */
export async function fetchMe(): Promise<MeView | null> {
  try {
    const me = await api<MeView>("/api/me", { timeoutMs: meTimeout });
    meTimeout = TIMINGS_MS.roleProfileQueryTimeout;
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.code === NETWORK_ERROR) meTimeout = null;
    // While the session is being swapped, a 401 belongs to the session on its way out: keep
    // showing the person until the page loads afresh instead of sending them to sign in.
    if (error instanceof ApiError && error.status === 401 && !isSwitchingSession()) {
      // Signed out or revoked (a lost phone): the patient data this device kept goes now, not at
      // the next sign-out; the waiting changes stay for their person to sign in again.
      void eraseKeptData();
      return null;
    }
    throw error;
  }
}

/**
 * Impersonation start and stop: what the device keeps for field mode belongs to the person on the
 * way out, so it goes before the page loads again as the other one (who would otherwise see it
 * until the server answered, and a dashboard of the wrong person).
 */
export async function forgetKeptData(): Promise<void> {
  await eraseKeptData();
}

let eraseKeptData: () => Promise<void> = async () => {};

/**
 * What the device keeps for field mode (lib/field) is erased by what the app hands over
 * (app/providers.tsx, loaded only when a session ends); until then, and in unit tests, nothing is.
 */
export function setKeptDataEraser(erase: () => Promise<void>) {
  eraseKeptData = erase;
}

export function useMe() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 60_000 });
}

/** When the profile's language is known, the interface switches to it. */
export function useProfileLanguage(me: MeView | null | undefined) {
  const { i18n } = useTranslation();
  const language = me?.profile.language;
  useEffect(() => {
    if (language && i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
  }, [language, i18n]);
}

/** Forgets everything cached for the previous person (sign-in, sign-out, impersonation). */
export function useResetSession() {
  const client = useQueryClient();
  /** `me`: who signed in, from the sign-in's own answer (decision 063), so nothing is asked again. */
  return async (me?: MeView) => {
    localStorage.removeItem(SIGN_OUT_PENDING);
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
    if (me) client.setQueryData(ME_QUERY_KEY, me);
    else await client.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };
}
