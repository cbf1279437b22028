import type { CategoryView } from "@hulppost/shared/treatments";
import { FolderTree, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "../../../components/ui/alert";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Switch } from "../../../components/ui/checkbox";
import { cn } from "../../../lib/cn";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useDeleteCategory } from "../api/delete-category";
import { useUpdateCategory } from "../api/update-category";
import { useCategoryName } from "../use-category-name";
import { CategoryDialog } from "./category-dialog";

type Editing = { category?: CategoryView } | null;

/**
 * The seven built-in categories (translated, switchable, never renamed or deleted) and the
 * organisation's own. Deleting asks first, and says so plainly while templates still use it.
 */
export function CategoriesPanel({ orgId, categories }: { orgId: string; categories: CategoryView[] }) {
  const { t } = useTranslation("treatments");
  const nameOf = useCategoryName();
  const errorMessage = useErrorMessage();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CategoryView | null>(null);

  const toggle = useUpdateCategory(orgId, {
    onSuccess: (saved) => {
      toast.success(t(saved.active ? "toasts.categoryActivated" : "toasts.categoryDeactivated"), {
        description: nameOf(saved),
      });
    },
    onError: (error) => toast.error(t("toasts.saveFailed"), { description: errorMessage(error) }),
  });
  // A refused delete refreshes the counts too: templates may have been added since the list was loaded.
  const remove = useDeleteCategory(orgId, {
    onSuccess: (_, category) => {
      toast.success(t("toasts.categoryDeleted"), { description: nameOf(category) });
      setDeleting(null);
    },
    onError: (error) => toast.error(t("toasts.deleteFailed"), { description: errorMessage(error) }),
  });
  const inUse = deleting ? (categories.find((c) => c.id === deleting.id)?.templateCount ?? 0) : 0;

  return (
    <Card data-testid="categories-panel">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CardTitle className="flex items-center gap-2">
            <FolderTree className="h-4 w-4 text-brand-700" aria-hidden />
            {t("categories.title")}
          </CardTitle>
          <Button size="sm" variant="outline" onClick={() => setEditing({})} data-testid="category-create">
            <Plus className="h-4 w-4" aria-hidden />
            {t("categories.add")}
          </Button>
        </div>
        <CardDescription>{t("categories.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-slate-100">
          {categories.map((category) => {
            const name = nameOf(category);
            return (
              <li
                key={category.id}
                className="flex items-center gap-2 py-2.5"
                data-testid={`category-${category.builtIn ?? category.id}`}
              >
                <Switch
                  checked={category.active}
                  onCheckedChange={() => toggle.mutate({ id: category.id, changes: { active: !category.active } })}
                  disabled={toggle.isPending}
                  aria-label={t("categories.activeLabel", { name })}
                  data-testid="category-active"
                />
                <div className="min-w-0 flex-1">
                  <p className={cn("truncate font-medium text-slate-900", !category.active && "text-slate-500")}>
                    {name}
                  </p>
                  <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
                    {t("categories.templateCount", { count: category.templateCount })}
                    {category.builtIn && <Badge>{t("categories.builtInBadge")}</Badge>}
                    {!category.active && <Badge tone="amber">{t("inactive")}</Badge>}
                  </p>
                </div>
                {!category.builtIn && (
                  <>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="sm:h-9 sm:w-9"
                      onClick={() => setEditing({ category })}
                      aria-label={t("categories.renameLabel", { name })}
                      data-testid="category-rename"
                    >
                      <Pencil className="h-4 w-4" aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="sm:h-9 sm:w-9 text-slate-500 hover:text-red-700"
                      onClick={() => setDeleting(category)}
                      aria-label={t("categories.deleteLabel", { name })}
                      data-testid="category-delete"
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </Button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
        <p className="mt-3 text-xs text-slate-500">{t("categories.builtInHint")}</p>
      </CardContent>
      {editing && <CategoryDialog orgId={orgId} category={editing.category} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("categories.confirmDeleteTitle", { name: nameOf(deleting ?? undefined) })}
        description={inUse ? undefined : t("categories.confirmDeleteDescription")}
        confirmLabel={t("common:actions.delete")}
        onConfirm={() => deleting && remove.mutate(deleting)}
        pending={remove.isPending}
        disabled={inUse > 0}
        testId="confirm-delete-category"
      >
        {inUse > 0 && (
          <Alert tone="warning" data-testid="category-in-use">
            {t("categories.inUse", { count: inUse })}
          </Alert>
        )}
      </ConfirmDialog>
    </Card>
  );
}
