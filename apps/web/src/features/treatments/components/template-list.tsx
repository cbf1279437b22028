import type { CategoryView, TemplateView } from "@hulppost/shared/treatments";
import { Copy, MoreVertical, Pencil, Power, PowerOff, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { cn } from "../../../lib/cn";
import { useCategoryName } from "../use-category-name";

export type TemplateAction = "edit" | "duplicate" | "toggle" | "delete";

/** Templates under the category they belong to, in the categories' own order. */
export function groupByCategory<T extends { categoryId: string }>(categories: CategoryView[], templates: T[]) {
  return categories
    .map((category) => ({ category, templates: templates.filter((x) => x.categoryId === category.id) }))
    .filter((group) => group.templates.length > 0);
}

function TemplateRow({ template, onAction }: { template: TemplateView; onAction: (action: TemplateAction) => void }) {
  const { t } = useTranslation("treatments");
  const counts = [
    t("templates.steps", { count: template.steps.length }),
    t("templates.medications", { count: template.medications.length }),
    t("templates.equipment", { count: template.equipment.length }),
  ].join(" · ");
  return (
    <li className="flex items-start gap-2 py-3" data-testid={`template-row-${template.id}`}>
      <button
        type="button"
        onClick={() => onAction("edit")}
        className="min-w-0 flex-1 rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700/30"
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className={cn("font-medium text-slate-900", !template.active && "text-slate-500")}>
            {template.name}
          </span>
          {!template.active && <Badge tone="amber">{t("inactive")}</Badge>}
        </span>
        {template.description && (
          <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600">{template.description}</span>
        )}
        <span className="mt-0.5 block text-xs text-slate-500">{counts}</span>
      </button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            size="icon"
            variant="ghost"
            className="sm:h-9 sm:w-9"
            aria-label={t("templates.actions", { name: template.name })}
            data-testid="template-actions"
          >
            <MoreVertical className="h-4 w-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onAction("edit")} data-testid="template-edit">
            <Pencil className="h-4 w-4" aria-hidden />
            {t("common:actions.edit")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onAction("duplicate")} data-testid="template-duplicate">
            <Copy className="h-4 w-4" aria-hidden />
            {t("templates.duplicate")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onAction("toggle")} data-testid="template-toggle">
            {template.active ? <PowerOff className="h-4 w-4" aria-hidden /> : <Power className="h-4 w-4" aria-hidden />}
            {template.active ? t("templates.deactivate") : t("templates.activate")}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => onAction("delete")}
            className="text-red-700 data-[highlighted]:bg-red-50"
            data-testid="template-delete"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            {t("common:actions.delete")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}

/** The management list: one section per category, each template with its actions. */
export function TemplateList({
  categories,
  templates,
  onAction,
}: {
  categories: CategoryView[];
  templates: TemplateView[];
  onAction: (template: TemplateView, action: TemplateAction) => void;
}) {
  const { t } = useTranslation("treatments");
  const nameOf = useCategoryName();
  return (
    <div className="flex flex-col gap-5">
      {groupByCategory(categories, templates).map(({ category, templates: inCategory }) => (
        <section key={category.id} aria-labelledby={`group-${category.id}`} data-testid="template-group">
          <h3
            id={`group-${category.id}`}
            className="flex items-center gap-2 border-b border-slate-200 pb-1.5 text-sm font-semibold text-slate-700"
          >
            {nameOf(category)}
            <span className="font-normal text-slate-500">({inCategory.length})</span>
            {!category.active && <Badge tone="amber">{t("templates.categoryInactive")}</Badge>}
          </h3>
          <ul className="divide-y divide-slate-100">
            {inCategory.map((template) => (
              <TemplateRow key={template.id} template={template} onAction={(action) => onAction(template, action)} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
