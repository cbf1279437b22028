import type { Language } from "@hulppost/shared/constants";
import type { languageBody } from "@hulppost/shared/me";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { meWrite, profilePaths } from "./keys";

/** Saved to the profile, so the mails follow the interface's language too. */
export const setLanguage = (language: Language) =>
  api<void>(profilePaths.language, { method: "PUT", body: { language } satisfies z.input<typeof languageBody> });

/**
 * PUT of the person's language; `me` carries it and is asked again. `before` runs first, as part
 * of the same save (the profile page switches the interface and then saves; a failure of either
 * is one failure to the screen).
 */
export function useSetLanguage(
  callbacks: MutationCallbacks<void, Language>,
  before?: (language: Language) => Promise<unknown>,
) {
  return useApiMutation(
    async (language: Language) => {
      await before?.(language);
      await setLanguage(language);
    },
    callbacks,
    meWrite,
  );
}
