import { zodResolver } from "@hookform/resolvers/zod";
import { type CategoryInput, type CategoryView, categoryBody } from "@hulppost/shared/treatments";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { Dialog, DialogContent, FormDialogFooter } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { useCreateCategory } from "../api/create-category";
import { useUpdateCategory } from "../api/update-category";

type Output = z.output<typeof categoryBody>;

function CategoryForm({ orgId, category, onDone }: { orgId: string; category?: CategoryView; onDone: () => void }) {
  const { t } = useTranslation("treatments");
  const errorMessage = useErrorMessage();
  const form = useForm<CategoryInput, unknown, Output>({
    resolver: zodResolver(categoryBody),
    defaultValues: { name: category?.name ?? "" },
  });
  const { errors } = form.formState;
  const callbacks = {
    onSuccess: (saved: CategoryView) => {
      toast.success(t(category ? "toasts.categoryRenamed" : "toasts.categoryCreated"), { description: saved.name });
      onDone();
    },
    onError: (error: Error) => {
      // A taken name is said beside the field; anything else in a toast.
      if (!applyFieldErrors(error, form.setError))
        toast.error(t("toasts.saveFailed"), { description: errorMessage(error) });
    },
  };
  const create = useCreateCategory(orgId, callbacks);
  const rename = useUpdateCategory(orgId, callbacks);
  const save = (values: Output) =>
    category ? rename.mutate({ id: category.id, changes: { name: values.name } }) : create.mutate(values);

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
      <FormField id="category-name" label={t("categories.name")} error={errors.name?.message} required>
        <Input
          id="category-name"
          autoComplete="off"
          aria-invalid={!!errors.name}
          aria-describedby={errors.name ? "category-name-error" : undefined}
          data-testid="category-name"
          {...form.register("name")}
        />
      </FormField>
      <FormDialogFooter
        submitLabel={category ? t("common:actions.save") : t("categories.add")}
        saving={create.isPending || rename.isPending}
        testId="category-save"
      />
    </form>
  );
}

/** Adds one of the organisation's own categories, or renames one (built-ins keep their names). */
export function CategoryDialog({
  orgId,
  category,
  onClose,
}: {
  orgId: string;
  category?: CategoryView;
  onClose: () => void;
}) {
  const { t } = useTranslation("treatments");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={category ? t("categories.renameTitle") : t("categories.createTitle")}
        data-testid="category-dialog"
      >
        <CategoryForm orgId={orgId} category={category} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
