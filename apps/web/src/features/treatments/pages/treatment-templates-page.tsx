import type { TemplateView } from "@hulppost/shared/treatments";
import { ClipboardList, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { NoOrganization } from "../../../components/no-organization";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { NativeSelect } from "../../../components/ui/input";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState, PageHeader } from "../../../components/ui/page-header";
import { SearchInput } from "../../../components/ui/search-input";
import { useOrganization } from "../../../lib/organization-context";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useDeleteTemplate } from "../api/delete-template";
import { useDuplicateTemplate } from "../api/duplicate-template";
import { useCategories } from "../api/list-categories";
import { useTemplates } from "../api/list-templates";
import { useUpdateTemplate } from "../api/update-template";
import { CategoriesPanel } from "../components/categories-panel";
import { TemplateFormDialog } from "../components/template-form-dialog";
import { type TemplateAction, TemplateList } from "../components/template-list";
import { useCategoryName } from "../use-category-name";

type Editing = { template?: TemplateView } | null;

/**
 * /dashboard/treatment-templates (admins): the templates grouped by category, with a filter and a
 * search, and the categories beside them (below them on a phone).
 */
export function TreatmentTemplatesPage() {
  const { t } = useTranslation("treatments");
  const { selected } = useOrganization();
  if (!selected) return <NoOrganization />;
  return (
    <div>
      <PageHeader title={t("page.title")} description={t("page.subtitle")} />
      <TreatmentTemplates orgId={selected.id} />
    </div>
  );
}

function TreatmentTemplates({ orgId }: { orgId: string }) {
  const { t } = useTranslation("treatments");
  const errorMessage = useErrorMessage();
  const nameOf = useCategoryName();
  const [search, setSearch] = useState("");
  const [categoryId, setCategoryId] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TemplateView | null>(null);
  const debounced = useDebouncedValue(search.trim());
  const categories = useCategories(orgId);
  const templates = useTemplates(orgId, {
    categoryId: categoryId || undefined,
    search: debounced,
    includeInactive: true,
  });

  const duplicate = useDuplicateTemplate(orgId, {
    onSuccess: (copy) => {
      toast.success(t("toasts.templateDuplicated"), { description: copy.name });
      // The copy is usually the start of a variant: open it to rename and adapt.
      setEditing({ template: copy });
    },
    onError: (error) => toast.error(t("toasts.duplicateFailed"), { description: errorMessage(error) }),
  });
  const toggle = useUpdateTemplate(orgId, {
    onSuccess: (saved) => {
      toast.success(t(saved.active ? "toasts.templateActivated" : "toasts.templateDeactivated"), {
        description: saved.name,
      });
    },
    onError: (error) => toast.error(t("toasts.saveFailed"), { description: errorMessage(error) }),
  });
  const remove = useDeleteTemplate(orgId, {
    onSuccess: (_, template) => {
      toast.success(t("toasts.templateDeleted"), { description: template.name });
      setDeleting(null);
    },
    onError: (error) => toast.error(t("toasts.deleteFailed"), { description: errorMessage(error) }),
  });
  const act = (template: TemplateView, action: TemplateAction) => {
    if (action === "edit") setEditing({ template });
    else if (action === "duplicate")
      duplicate.mutate({ id: template.id, name: t("templates.copyName", { name: template.name }) });
    else if (action === "toggle") toggle.mutate({ id: template.id, changes: { active: !template.active } });
    else setDeleting(template);
  };

  if (categories.isPending) return <Loading />;
  if (categories.isError)
    return (
      <LoadError title={t("categories.loadFailed")} error={categories.error} onRetry={() => categories.refetch()} />
    );
  const filtered = Boolean(categoryId || debounced);
  const newButton = (
    <Button onClick={() => setEditing({})} data-testid="template-create">
      <Plus className="h-4 w-4" aria-hidden />
      {t("templates.new")}
    </Button>
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card data-testid="templates-panel">
        <CardHeader className="gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <CardTitle className="flex items-center gap-2">
              <ClipboardList className="h-4 w-4 text-brand-700" aria-hidden />
              {t("templates.title")}
            </CardTitle>
            {newButton}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <SearchInput
              className="flex-1"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t("templates.search")}
              aria-label={t("templates.search")}
              data-testid="template-search"
            />
            <NativeSelect
              className="sm:w-56"
              value={categoryId}
              onChange={(e) => setCategoryId(e.target.value)}
              aria-label={t("templates.filterLabel")}
              data-testid="template-filter"
            >
              <option value="">{t("templates.allCategories")}</option>
              {categories.data.map((category) => (
                <option key={category.id} value={category.id}>
                  {nameOf(category)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </CardHeader>
        <CardContent>
          {templates.isPending ? (
            <Loading />
          ) : templates.isError ? (
            <LoadError title={t("templates.loadFailed")} error={templates.error} onRetry={() => templates.refetch()} />
          ) : templates.data.length === 0 ? (
            filtered ? (
              <p className="py-8 text-center text-sm text-slate-500">{t("templates.noResults")}</p>
            ) : (
              <EmptyState
                icon={<ClipboardList className="h-10 w-10" />}
                title={t("templates.empty")}
                description={t("templates.emptyDescription")}
              />
            )
          ) : (
            <TemplateList categories={categories.data} templates={templates.data} onAction={act} />
          )}
        </CardContent>
      </Card>
      <CategoriesPanel orgId={orgId} categories={categories.data} />
      {editing && (
        <TemplateFormDialog
          // A duplicate opens right after the list it came from: a fresh form for it.
          key={editing.template?.id ?? "new"}
          orgId={orgId}
          template={editing.template}
          categories={categories.data}
          defaultCategoryId={categoryId || undefined}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("templates.confirmDeleteTitle", { name: deleting?.name ?? "" })}
        description={t("templates.confirmDeleteDescription")}
        confirmLabel={t("common:actions.delete")}
        onConfirm={() => deleting && remove.mutate(deleting)}
        pending={remove.isPending}
        testId="confirm-delete-template"
      />
    </div>
  );
}
