import { useTranslation } from "react-i18next";
import { ApiError } from "./api-client";

/** The translated sentence for a failed call (spec §8: the backend message is the description). */
export function useErrorMessage() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      return t(`errors.${error.code}`, { ...error.details, defaultValue: t("errors.unknown") });
    }
    return t("errors.unknown");
  };
}
