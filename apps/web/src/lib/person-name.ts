import { ERASED_FIRST_NAME, isErasedName } from "@hulppost/shared/erasure";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

const ERASED_FULL = new RegExp(`^${ERASED_FIRST_NAME} (\\d+)$`);

/**
 * A person's name as the reader should see it: an erased person's pseudonym (stored in Dutch,
 * decision 054) in the reader's language, "Former responder 123"; anyone else as written.
 * Takes the two parts, or a whole name the server already joined (a chat author).
 */
export function usePersonName() {
  const { t } = useTranslation("common");
  return useCallback(
    (first: string | null | undefined, last?: string | null): string => {
      if (last === undefined) {
        const match = ERASED_FULL.exec(first ?? "");
        return match ? t("formerResponder", { number: match[1] }) : (first ?? "");
      }
      if (isErasedName(first, last)) return t("formerResponder", { number: last });
      return `${first ?? ""} ${last ?? ""}`.trim();
    },
    [t],
  );
}
