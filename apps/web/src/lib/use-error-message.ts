import { useTranslation } from "react-i18next";
import { ApiError } from "./api-client";

/**
 * The translated sentence for a failed call, from the backend's error code: it is the description
 * a failure shows. The words live in their own namespace, loaded with the pages that send anything
 * (not with the landing page): a component that shows an error waits for them once.
 */
export function useErrorMessage() {
  const { t } = useTranslation("errors");
  return (error: unknown): string => {
    if (error instanceof ApiError) return t(error.code, { ...error.details, defaultValue: t("unknown") });
    return t("unknown");
  };
}
