import { zodResolver } from "@hookform/resolvers/zod";
import { type HospitalInput, hospitalBody } from "@hulppost/shared/incidents";
import { Plus, Trash2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { useCreateHospital, useDeleteHospital, useHospitals } from "../api/incidents";

/**
 * Admin settings → Options: the hospitals casualties are sent to, set up before the season, so that
 * at an incident a crew picks one and the board counts what each received.
 */
export function HospitalsCard({ orgId }: { orgId: string }) {
  const { t } = useTranslation("incidents");
  const errorMessage = useErrorMessage();
  const list = useHospitals(orgId);
  const form = useForm<HospitalInput>({
    resolver: zodResolver(hospitalBody),
    defaultValues: { name: "", address: "", phone: "" },
  });
  const create = useCreateHospital(orgId, {
    onSuccess: (hospital) => {
      toast.success(t("hospitals.added", { name: hospital.name }));
      form.reset();
    },
    onError: (error) => {
      if (!applyFieldErrors(error, form.setError))
        toast.error(t("hospitals.failed"), { description: errorMessage(error) });
    },
  });
  const remove = useDeleteHospital(orgId, {
    onError: (error) => toast.error(t("hospitals.failed"), { description: errorMessage(error) }),
  });
  const { errors } = form.formState;
  return (
    <Card data-testid="hospitals-card">
      <CardHeader>
        <CardTitle>{t("hospitals.title")}</CardTitle>
        <CardDescription>{t("hospitals.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {list.data && list.data.length > 0 && (
          <ul className="divide-y divide-slate-100 border-y border-slate-100">
            {list.data.map((hospital) => (
              <li key={hospital.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{hospital.name}</span>
                  <span className="block text-slate-600">
                    {[hospital.address, hospital.phone].filter(Boolean).join(" · ")}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="shrink-0 text-slate-500 hover:text-red-700 sm:h-9 sm:w-9"
                  aria-label={t("hospitals.remove", { name: hospital.name })}
                  onClick={() => remove.mutate(hospital.id)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          noValidate
          className="grid gap-3 sm:grid-cols-3"
          onSubmit={form.handleSubmit((values) => create.mutate(values))}
        >
          <FormField id="hospital-name" label={t("hospitals.name")} error={errors.name?.message} required>
            <Input
              id="hospital-name"
              aria-invalid={!!errors.name}
              {...form.register("name")}
              data-testid="hospital-name"
            />
          </FormField>
          <FormField id="hospital-address" label={t("hospitals.address")} error={errors.address?.message}>
            <Input id="hospital-address" autoComplete="off" {...form.register("address")} />
          </FormField>
          <FormField id="hospital-phone" label={t("hospitals.phone")} error={errors.phone?.message}>
            <Input id="hospital-phone" type="tel" {...form.register("phone")} />
          </FormField>
          <div className="sm:col-span-3">
            <Button type="submit" variant="outline" loading={create.isPending} data-testid="hospital-add">
              <Plus className="h-4 w-4" aria-hidden />
              {t("hospitals.add")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
