import { appendTreatmentText, type TemplateView, treatmentTextFromTemplate } from "@hulppost/shared/treatments";
import { ClipboardList, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { SearchInput } from "../../../components/ui/search-input";
import { useOrganization } from "../../../lib/organization-context";
import { useCategories } from "../api/list-categories";
import { useTemplates } from "../api/list-templates";
import { useCategoryName } from "../use-category-name";
import { groupByCategory } from "./template-list";

function PickerList({ orgId, onPick }: { orgId: string; onPick: (template: TemplateView) => void }) {
  const { t } = useTranslation("treatments");
  const nameOf = useCategoryName();
  const [search, setSearch] = useState("");
  const categories = useCategories(orgId);
  // The caregiver's list: active templates in active categories (the server decides), searched here
  // so typing stays instant on a weak festival network.
  const templates = useTemplates(orgId, {});
  if (categories.isPending || templates.isPending) return <Loading />;
  if (categories.isError || templates.isError)
    return (
      <LoadError
        title={t("apply.loadFailed")}
        error={categories.error ?? templates.error}
        onRetry={() => void Promise.all([categories.refetch(), templates.refetch()])}
      />
    );
  if (templates.data.length === 0) return <p className="py-6 text-center text-sm text-slate-500">{t("apply.empty")}</p>;
  const needle = search.trim().toLocaleLowerCase();
  const groups = groupByCategory(
    categories.data,
    templates.data.filter((x) => !needle || x.name.toLocaleLowerCase().includes(needle)),
  );
  return (
    <div className="flex flex-col gap-3">
      <SearchInput
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t("apply.search")}
        aria-label={t("apply.search")}
        data-testid="apply-template-search"
      />
      {groups.length === 0 && <p className="py-4 text-center text-sm text-slate-500">{t("apply.noResults")}</p>}
      {groups.map(({ category, templates: inCategory }) => (
        <section key={category.id} aria-labelledby={`pick-group-${category.id}`}>
          <h3
            id={`pick-group-${category.id}`}
            className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
          >
            {nameOf(category)}
          </h3>
          <ul className="flex flex-col gap-1">
            {inCategory.map((template) => (
              <li key={template.id}>
                <button
                  type="button"
                  onClick={() => onPick(template)}
                  className="w-full rounded-lg border border-slate-200 px-3 py-2.5 text-left hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700/30"
                  data-testid={`apply-template-${template.id}`}
                >
                  <span className="block font-medium text-slate-900">{template.name}</span>
                  {template.description && (
                    <span className="line-clamp-1 block text-sm text-slate-600">{template.description}</span>
                  )}
                  <span className="block text-xs text-slate-500">
                    {t("templates.steps", { count: template.steps.length })} ·{" "}
                    {t("templates.medications", { count: template.medications.length })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * "Apply template" beside a patient's treatment: the caregiver picks an active template and its
 * text, numbered steps and medications are added below what is written (in the caregiver's
 * language), to edit before saving. Shows which template the record used, and can forget it.
 */
export function TreatmentTemplatePicker({
  templateName,
  currentText,
  onApply,
  onClear,
}: {
  templateName: string;
  currentText: () => string;
  onApply: (text: string, template: TemplateView) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation("treatments");
  const { selected } = useOrganization();
  const [open, setOpen] = useState(false);
  if (!selected) return null;
  const pick = (template: TemplateView) => {
    const text = treatmentTextFromTemplate(template, { medications: t("apply.medicationsLabel") });
    onApply(appendTreatmentText(currentText(), text), template);
    setOpen(false);
    toast.success(t("apply.applied", { name: template.name }), { description: t("apply.appliedDescription") });
  };
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="treatment-template">
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="apply-template">
        <ClipboardList className="h-4 w-4" aria-hidden />
        {t("apply.button")}
      </Button>
      {templateName && (
        <span
          className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-0.5 pr-0.5 pl-2.5 text-xs font-medium text-brand-800"
          data-testid="treatment-template-used"
        >
          {t("apply.used", { name: templateName })}
          <button
            type="button"
            onClick={onClear}
            className="rounded-full p-1 hover:bg-brand-200"
            aria-label={t("apply.unlink")}
            data-testid="treatment-template-unlink"
          >
            <X className="h-3 w-3" aria-hidden />
          </button>
        </span>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={t("apply.title")}
          description={t("apply.description")}
          data-testid="apply-template-dialog"
        >
          {open && <PickerList orgId={selected.id} onPick={pick} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}
