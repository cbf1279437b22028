import {
  type CreatePatientInput,
  createPatientBody,
  quickPatientForm,
  URGENCIES,
  type Urgency,
} from "@hulppost/shared/patients";
import { ArrowLeft, Zap } from "lucide-react";
import { useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { NoOrganization } from "../../../components/no-organization";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { isAdminHere } from "../../../lib/access";
import { cn } from "../../../lib/cn";
import { useOrganization } from "../../../lib/organization-context";
import { useMe } from "../../../lib/session";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { useEventHospital } from "../api/event-hospital";
import { useRegisterPatient } from "../api/field-writes";
import { PatientForm } from "../components/patient-form";
import { type PatientFormValues, toFormValues, toPayload } from "../patient-form-values";

const URGENCY_BUTTON: Record<Urgency, string> = {
  unknown: "border-slate-300 data-[on=true]:bg-slate-700 data-[on=true]:text-white",
  low: "border-blue-300 data-[on=true]:bg-blue-600 data-[on=true]:text-white",
  medium: "border-amber-300 data-[on=true]:bg-amber-500 data-[on=true]:text-white",
  high: "border-red-300 data-[on=true]:bg-red-600 data-[on=true]:text-white",
};

/**
 * /dashboard/patients/new?event=…&mode=quick|form. Quick input is the phone screen of a busy
 * post: name (or nothing: "unknown"), complaint, urgency and one big button; the record opens for
 * completion. The full form registers everything at once.
 */
export function NewPatientPage() {
  const { t } = useTranslation("patients");
  const { selected } = useOrganization();
  const { data: me } = useMe();
  const [params] = useSearchParams();
  const eventId = params.get("event") ?? "";
  const quick = params.get("mode") !== "form";
  if (!selected) return <NoOrganization />;
  const admin = me ? isAdminHere(me, selected) : false;
  const back = admin
    ? `/dashboard/event-management?event=${eventId}&tab=patients`
    : `/dashboard/event-detail?id=${eventId}`;
  return (
    <div className={cn("mx-auto flex w-full flex-col gap-4", quick ? "max-w-md" : "max-w-3xl")}>
      <Link
        to={back}
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t("record.backToPost")}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{quick ? t("quick.title") : t("new.title")}</h1>
      {quick ? (
        <QuickInput orgId={selected.id} eventId={eventId} />
      ) : (
        <FullForm orgId={selected.id} eventId={eventId} />
      )}
    </div>
  );
}

function useCreate(orgId: string, eventId: string, onFieldErrors: (error: unknown) => void) {
  const { t } = useTranslation("patients");
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  // One id per registration, kept for the page's life: a double tap or a retry after a failed or
  // lost answer makes one record. A successful save leaves the page, so it is never reused.
  const [id] = useState(() => crypto.randomUUID());
  // Without a network the registration is kept on this device, the record opens at once, and the
  // queue sends it when the network returns (field mode); the post never waits for the network.
  const register = useRegisterPatient(orgId, eventId, {
    onSuccess: (outcome) => {
      if (outcome.queued) toast.success(t("quick.saved"), { description: t("field:keptOnDevice") });
      else toast.success(t("quick.saved"));
      navigate(`/dashboard/patient?id=${id}`);
    },
    onError: (error) => {
      onFieldErrors(error);
      toast.error(t("quick.failed"), { description: errorMessage(error) });
    },
  });
  const create = {
    ...register,
    mutate: (body: Omit<CreatePatientInput, "id">) => register.mutate({ ...body, id }),
  };
  return { create, id };
}

function QuickInput({ orgId, eventId }: { orgId: string; eventId: string }) {
  const { t } = useTranslation("patients");
  const form = useForm<{ name: string; complaint: string; urgency: Urgency }>({
    defaultValues: { name: "", complaint: "", urgency: "unknown" },
  });
  const { create } = useCreate(orgId, eventId, (error) => applyFieldErrors(error, form.setError));
  const urgency = form.watch("urgency");
  const submit = form.handleSubmit((values) => {
    const checked = quickPatientForm.safeParse(values);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        form.setError(issue.path.join(".") as "name", { type: "validate", message: issue.message });
      return;
    }
    const [first, ...rest] = (checked.data.name ?? "").split(/\s+/);
    create.mutate({
      source: "quick",
      firstName: first || null,
      lastName: rest.join(" ") || null,
      complaint: checked.data.complaint,
      urgency: checked.data.urgency,
    });
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="quick-input-form">
      <FormField
        id="quick-name"
        label={t("quick.name")}
        hint={t("quick.nameHint")}
        error={form.formState.errors.name?.message}
      >
        <Input
          id="quick-name"
          className="h-14 text-lg"
          autoComplete="off"
          data-testid="quick-name"
          {...form.register("name")}
        />
      </FormField>
      <FormField id="quick-complaint" label={t("fields.complaint")} error={form.formState.errors.complaint?.message}>
        <Input
          id="quick-complaint"
          className="h-14 text-lg"
          autoComplete="off"
          data-testid="quick-complaint"
          {...form.register("complaint")}
        />
      </FormField>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-900">{t("fields.urgency")}</legend>
        <div className="grid grid-cols-2 gap-2">
          {URGENCIES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={urgency === value}
              data-on={urgency === value}
              onClick={() => form.setValue("urgency", value)}
              className={cn(
                "h-14 rounded-xl border-2 bg-white text-base font-semibold text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-700/40 focus-visible:outline-none",
                URGENCY_BUTTON[value],
              )}
              data-testid={`quick-urgency-${value}`}
            >
              {t(`urgency.${value}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <Button type="submit" size="lg" className="h-16 text-lg" loading={create.isPending} data-testid="quick-save">
        <Zap className="h-6 w-6" aria-hidden />
        {t("quick.save")}
      </Button>
    </form>
  );
}

function FullForm({ orgId, eventId }: { orgId: string; eventId: string }) {
  const { t } = useTranslation("patients");
  const form = useForm<PatientFormValues>({ defaultValues: toFormValues(null) });
  const { create, id } = useCreate(orgId, eventId, (error) => applyFieldErrors(error, form.setError));
  const hospitalName = useEventHospital(orgId, eventId);
  const submit = (values: PatientFormValues) => {
    // Checked with the id the create will send, so the check and the request agree.
    const body = { ...toPayload(values), id, source: "form" };
    const checked = createPatientBody.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        form.setError(issue.path.join(".") as Path<PatientFormValues>, { type: "validate", message: issue.message });
      return;
    }
    create.mutate(checked.data);
  };
  return (
    <PatientForm
      form={form}
      onSubmit={submit}
      pending={create.isPending}
      submitLabel={t("new.save")}
      hospitalName={hospitalName}
    />
  );
}
