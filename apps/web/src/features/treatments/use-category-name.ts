import type { CategoryView } from "@hulppost/shared/treatments";
import { useTranslation } from "react-i18next";

/** A built-in category by its translated key, the organisation's own by the name it was given. */
export function useCategoryName() {
  const { t } = useTranslation("treatments");
  return (category: Pick<CategoryView, "builtIn" | "name"> | undefined) =>
    category?.builtIn ? t(`categories.builtIn.${category.builtIn}`) : (category?.name ?? "");
}
