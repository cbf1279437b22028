import { type PatientView, updatePatientBody } from "@hulppost/shared/patients";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, FileQuestion, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { LastUpdated } from "../../../components/field/last-updated";
import { NotKeptHere } from "../../../components/field/not-kept-here";
import { NotSentBadge } from "../../../components/field/not-sent-badge";
import { NoOrganization } from "../../../components/no-organization";
import { Alert } from "../../../components/ui/alert";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { useEditConflict } from "../../../components/ui/conflict-dialog";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { useFormDraft, useLeaveGuard } from "../../../components/ui/unsaved-changes";
import { isAdminHere } from "../../../lib/access";
import { isApiError } from "../../../lib/api-client";
import { changedKeys, SAVED, showOverLatest } from "../../../lib/edit-conflict";
import { useFieldPerson, usePendingWrites } from "../../../lib/field/field-state";
import { useOrganization } from "../../../lib/organization-context";
import { useMe } from "../../../lib/session";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { PatientTriageCard } from "../../incidents";
import { useDeletePatient } from "../api/delete-patient";
import { useEventHospital } from "../api/event-hospital";
import { useUpdatePatient } from "../api/field-writes";
import { getPatient, usePatient } from "../api/get-patient";
import { patientKeys } from "../api/keys";
import { LatestVitals } from "../components/latest-vitals";
import { News2Badge } from "../components/news2-badge";
import { PatientAlertsCard } from "../components/patient-alerts-card";
import { PatientForm } from "../components/patient-form";
import { PatientHistory } from "../components/patient-history";
import { PatientPhoto } from "../components/patient-photo";
import { PatientStatusActions } from "../components/patient-status-actions";
import { UrgencyBanner } from "../components/urgency-banner";
import { VitalSignsDialog } from "../components/vital-signs-dialog";
import { PatientPapers } from "../papers/patient-papers";
import { changedFields, type PatientFormValues, shownValue, toFormValues } from "../patient-form-values";
import { STATUS_TONE, URGENCY_TONE, usePatientName, usePatientTime, usePersonName } from "../patient-format";
import { overlayPatient } from "../patient-overlay";

/** /dashboard/patient?id=…: one patient's record, to complete while they are at the post. */
export function PatientRecordPage() {
  const { t } = useTranslation("patients");
  const { selected } = useOrganization();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const record = usePatient(selected?.id, id);
  // The server's record with this device's waiting changes over it; a patient registered offline
  // is shown from its waiting registration until the server has it.
  const pending = usePendingWrites();
  const person = useFieldPerson();
  const shown = person ? overlayPatient(record.data, pending, id, person) : record.data;
  const notSent = pending.some((w) => w.patientId === id);
  // Deleted (or out of reach) on the server: the page says so, rather than showing the copy kept
  // on this device, unless this device registered it and has not sent it yet.
  const gone =
    record.isError &&
    isApiError(record.error) &&
    [400, 404].includes(record.error.status) &&
    !pending.some((w) => w.patientId === id && w.kind === "createPatient" && !w.problem);
  if (!selected) return <NoOrganization />;
  if (shown && !gone)
    return (
      <Record
        orgId={selected.id}
        patient={shown}
        notSent={notSent}
        updatedAt={record.dataUpdatedAt}
        refreshFailed={record.isError}
      />
    );
  if (record.fetchStatus === "paused")
    return (
      <div data-testid="patient-offline">
        <NotKeptHere page />
      </div>
    );
  if (!id || (record.isError && isApiError(record.error) && [400, 404].includes(record.error.status)))
    return (
      <div data-testid="patient-not-found">
        <EmptyState
          icon={<FileQuestion className="h-10 w-10" />}
          title={t("notFound.title")}
          description={t("notFound.description")}
          action={
            <Button asChild variant="outline">
              <Link to="/dashboard">{t("common:actions.backToDashboard")}</Link>
            </Button>
          }
        />
      </div>
    );
  if (record.isError)
    return <LoadError title={t("record.loadFailed")} error={record.error} onRetry={() => record.refetch()} />;
  return <Loading page className="py-20" />;
}

function Record({
  orgId,
  patient,
  notSent,
  updatedAt,
  refreshFailed,
}: {
  orgId: string;
  patient: PatientView;
  /** Changes of this record still wait on this device. */
  notSent: boolean;
  /** When the server's version was fetched (0: never, a patient registered offline). */
  updatedAt: number;
  refreshFailed: boolean;
}) {
  const { t } = useTranslation("patients");
  const { data: me } = useMe();
  const { selected } = useOrganization();
  const admin = me ? isAdminHere(me, selected) : false;
  const name = usePatientName()(patient);
  const person = usePersonName();
  const times = usePatientTime();
  const client = useQueryClient();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const hospitalName = useEventHospital(orgId, patient.eventId);
  const initial = toFormValues(patient);
  const form = useForm<PatientFormValues>({ values: initial, resetOptions: { keepDirtyValues: true } });
  // dirtyFields read here so the form keeps it up to date (react-hook-form computes what is read).
  // Its isDirty reads false for a moment when a colleague's save comes in (the form takes the new
  // values); the fields the person changed stay marked, so those say whether they are editing.
  const { dirtyFields } = form.formState;
  const isDirty = Object.keys(dirtyFields).length > 0;
  // The record as this person started editing it (decision 036): while they type, a colleague's
  // save updates the fields they did not touch, and a save of theirs says what both changed.
  const [base, setBase] = useState({ version: patient.version, values: initial });
  if (!isDirty && base.version !== patient.version) setBase({ version: patient.version, values: initial });
  const outdated = isDirty
    ? changedKeys(initial, base.values).filter((field) => (dirtyFields as Record<string, unknown>)[field])
    : [];
  // What was typed survives a reload, "back" or a closed tab; leaving asks first.
  const draft = useFormDraft(form, me ? `${me.user.id}:patient:${patient.id}` : null);
  const leaveGuard = useLeaveGuard(isDirty);
  const conflict = useEditConflict<PatientFormValues>({
    latest: async () => {
      const now = await getPatient(orgId, patient.id);
      client.setQueryData(patientKeys.detail(orgId, patient.id), now);
      return { values: toFormValues(now), version: now.version };
    },
    label: (field) => t(`fields.${field}`),
    show: (field, value) => shownValue(t, field, value),
  });
  const eventLink = admin
    ? `/dashboard/event-management?event=${patient.eventId}&tab=patients`
    : `/dashboard/event-detail?id=${patient.eventId}`;

  // Without a network the edit is kept on this device and sent later (field mode).
  const save = useUpdatePatient(orgId, patient.id, {
    onSuccess: (outcome) => {
      draft.clear();
      if (outcome.queued) {
        form.reset(form.getValues(), SAVED);
        toast.success(t("record.saved"), { description: t("field:keptOnDevice") });
        return;
      }
      const updated = outcome.answer;
      form.reset(toFormValues(updated), SAVED);
      setBase({ version: updated.version, values: toFormValues(updated) });
      toast.success(t("record.saved"));
    },
    onError: async (error) => {
      // Someone saved the same fields meanwhile: the person chooses, then it saves again.
      const mine = form.getValues();
      const asked = await conflict.handle(error, mine, (resolved, latest) => {
        setBase(latest);
        const shown = { ...mine, ...resolved };
        showOverLatest(form, latest.values, shown);
        submit(shown, latest);
      });
      if (asked) return;
      applyFieldErrors(error, form.setError);
      toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) });
    },
  });
  // Raising the urgency the NEWS2 asks for is one step of its own: it leaves the form's typing alone.
  const raise = useUpdatePatient(orgId, patient.id, {
    onSuccess: (outcome) =>
      toast.success(t("contradiction.raised"), outcome.queued ? { description: t("field:keptOnDevice") } : undefined),
    onError: (error) => toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) }),
  });
  const remove = useDeletePatient(orgId, patient.id, {
    onSuccess: () => {
      toast.success(t("record.deleted"));
      draft.clear();
      leaveGuard.allowLeaving();
      navigate(eventLink);
    },
    onError: (error) => toast.error(t("record.deleteFailed"), { description: errorMessage(error) }),
  });

  /** Saves what differs from the record as last read (`against`), from the version it was loaded at. */
  const submit = (values: PatientFormValues, against = { values: initial, version: base.version }) => {
    const changes = changedFields(against.values, values);
    if (!Object.keys(changes).length) {
      toast.info(t("record.nothingChanged"));
      return;
    }
    const checked = updatePatientBody.safeParse(changes);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        form.setError(issue.path.join(".") as Path<PatientFormValues>, { type: "validate", message: issue.message });
      return;
    }
    save.mutate({ changes: checked.data, version: against.version });
  };

  return (
    <div className="flex flex-col gap-4" data-testid="patient-record">
      <LastUpdated at={updatedAt} failed={refreshFailed} />
      {outdated.length > 0 && (
        <Alert
          tone="warning"
          title={t("record.outdatedTitle", { name: person(patient.updatedBy) })}
          data-testid="record-outdated"
        >
          {t("record.outdated", { fields: outdated.map((field) => t(`fields.${field}`)).join(", ") })}
        </Alert>
      )}
      {conflict.dialog}
      {leaveGuard.dialog}
      {draft.notice}
      <Link
        to={eventLink}
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700"
        data-testid="patient-back"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t("record.backToPost")}
      </Link>
      <UrgencyBanner
        patient={patient}
        raising={raise.isPending}
        onRaise={() => raise.mutate({ changes: { urgency: "high" }, version: 0 })}
      />
      <header className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900" data-testid="patient-name">
              {name}
            </h1>
            <p className="text-sm text-slate-600">
              {[
                patient.ageYears !== null ? t("list.age", { count: patient.ageYears }) : null,
                patient.sex ? t(`sex.${patient.sex}`) : null,
                t("record.arrived", { time: times.dateTime(patient.arrivedAt) }),
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            <div className="mt-2 flex flex-wrap gap-1.5">
              <Badge tone={STATUS_TONE[patient.status]} data-testid="patient-status">
                {t(`status.${patient.status}`)}
              </Badge>
              <Badge tone={URGENCY_TONE[patient.urgency]}>{t(`urgency.${patient.urgency}`)}</Badge>
              {notSent && <NotSentBadge />}
            </div>
          </div>
          <div className="flex flex-col items-end gap-1" data-testid="patient-news2">
            <span className="text-xs font-medium text-slate-500">{t("news2.label")}</span>
            <News2Badge
              total={patient.latestNews2?.total ?? null}
              risk={patient.latestNews2?.risk ?? null}
              missing={patient.latestNews2?.missing}
              size="lg"
              align="end"
            />
          </div>
        </div>
        <LatestVitals orgId={orgId} patientId={patient.id} spo2Scale2={patient.spo2Scale2} />
        {patient.news2Warnings.map((warning) => (
          <p
            key={warning}
            className="flex items-center gap-2 text-sm text-amber-800"
            data-testid={`news2-warning-${warning}`}
          >
            <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden />
            {t(`news2.warning.${warning}`)}
          </p>
        ))}
        <PatientStatusActions orgId={orgId} patient={patient} />
        <PatientPapers orgId={orgId} patient={patient} onDelete={admin ? () => setConfirmDelete(true) : undefined} />
        <div className="flex flex-wrap gap-2">
          <VitalSignsDialog
            orgId={orgId}
            patientId={patient.id}
            patientName={name}
            spo2Scale2={patient.spo2Scale2}
            initialTab="new"
          />
          <VitalSignsDialog
            orgId={orgId}
            patientId={patient.id}
            patientName={name}
            spo2Scale2={patient.spo2Scale2}
            initialTab="overview"
          />
        </div>
        <dl
          className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-slate-600 sm:grid-cols-4"
          data-testid="patient-meta"
        >
          <div>
            <dt className="font-medium text-slate-500">{t("record.createdBy")}</dt>
            <dd>
              {person(patient.createdBy)} · {times.time(patient.createdAt)}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-500">{t("record.updatedBy")}</dt>
            <dd>{person(patient.updatedBy)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-500">{t("record.treatedBy")}</dt>
            <dd>{person(patient.treatedBy)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-500">{t("record.updatedAt")}</dt>
            <dd>{times.dateTime(patient.updatedAt)}</dd>
          </div>
        </dl>
      </header>

      <div className="grid items-start gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <PatientForm
            form={form}
            onSubmit={(values) => submit(values)}
            pending={save.isPending}
            submitLabel={t("record.save")}
            hospitalName={hospitalName}
          />
        </div>
        <div className="flex flex-col gap-4">
          <PatientPhoto orgId={orgId} patient={patient} unsent={updatedAt === 0} />
          {updatedAt !== 0 && <PatientAlertsCard orgId={orgId} patientId={patient.id} />}
          <PatientTriageCard orgId={orgId} patientId={patient.id} />
          <PatientHistory orgId={orgId} patientId={patient.id} />
        </div>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t("record.deleteTitle", { name })}
        description={t("record.deleteDescription")}
        confirmLabel={t("record.delete")}
        onConfirm={() => remove.mutate()}
        pending={remove.isPending}
        testId="delete-patient-dialog"
      />
    </div>
  );
}
