import { zodResolver } from "@hookform/resolvers/zod";
import { type EventView, eventBody } from "@hulppost/shared/events";
import { formatPhone } from "@hulppost/shared/field-formats";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useEditConflict } from "../../../components/ui/conflict-dialog";
import { Dialog, DialogClose, DialogContent } from "../../../components/ui/dialog";
import { useCloseGuard, useFormDraft, useLeaveGuard } from "../../../components/ui/unsaved-changes";
import { isApiError } from "../../../lib/api-client";
import { changedKeys, pick, showOverLatest } from "../../../lib/edit-conflict";
import { useMe } from "../../../lib/session";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { getEvent } from "../api/get-event";
import { useCreateEvent, useUpdateEvent } from "../api/save-event";
import { EventFormFields, type EventFormOutput, type EventFormValues } from "./event-form-fields";

const EMPTY: EventFormValues = {
  name: "",
  date: "",
  endDate: "",
  startTime: "09:00",
  endTime: "17:00",
  location: "",
  address: "",
  description: "",
  contactName: "",
  contactPhone: "",
  contactEmail: "",
  hospitalName: "",
  hospitalAddress: "",
  hospitalPhone: "",
  requiredDoctors: 0,
  requiredNurses: 0,
  requiredFirstAiders: 0,
  requiredTents: 0,
  requiredAmbulances: 0,
};

function toFormValues(event: EventView): EventFormValues {
  return {
    name: event.name,
    date: event.date,
    // The end date is only filled in when the event ends on another day than it starts.
    endDate: event.endDate === event.date ? "" : event.endDate,
    startTime: event.startTime,
    endTime: event.endTime,
    location: event.location ?? "",
    address: event.address ?? "",
    description: event.description ?? "",
    contactName: event.contactName ?? "",
    contactPhone: formatPhone(event.contactPhone),
    contactEmail: event.contactEmail ?? "",
    hospitalName: event.hospitalName ?? "",
    hospitalAddress: event.hospitalAddress ?? "",
    hospitalPhone: formatPhone(event.hospitalPhone),
    requiredDoctors: event.staffing.doctors.required,
    requiredNurses: event.staffing.nurses.required,
    requiredFirstAiders: event.staffing.firstAiders.required,
    requiredTents: event.staffing.tents.required,
    requiredAmbulances: event.staffing.ambulances.required,
  };
}

function EventForm({
  orgId,
  event,
  onDone,
  onDirtyChange,
}: {
  orgId: string;
  event?: EventView;
  onDone: (saved: EventView) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation("events");
  const errorMessage = useErrorMessage();
  const { data: me } = useMe();
  const form = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver: zodResolver(eventBody),
    defaultValues: event ? toFormValues(event) : EMPTY,
  });
  // A half-filled event survives a reload, "back" or a closed dialog; leaving asks first.
  const draft = useFormDraft(form, me ? `${me.user.id}:event:${event?.id ?? `new:${orgId}`}` : null);
  const { isDirty } = form.formState;
  const leaveGuard = useLeaveGuard(isDirty);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // The version this form was loaded from; a colleague's save of the same fields asks first (decision 036).
  const [version, setVersion] = useState(event?.version ?? 0);
  const conflict = useEditConflict<EventFormValues>({
    latest: async () => {
      const now = await getEvent(orgId, event?.id ?? "");
      return { values: toFormValues(now), version: now.version };
    },
    label: (field) => t(`form.fields.${field}`),
  });
  const callbacks = {
    onSuccess: (saved: EventView) => {
      draft.clear();
      form.reset(form.getValues());
      toast.success(t(event ? "toasts.updated" : "toasts.created"), { description: saved.name });
      onDone(saved);
    },
    onError: async (error: Error) => {
      const mine = form.getValues();
      const asked = await conflict.handle(error, mine, (resolved, latest) => {
        setVersion(latest.version);
        showOverLatest(form, latest.values, { ...mine, ...resolved });
        void form.handleSubmit((values) => send(values, latest.version))();
      });
      if (asked) return;
      applyFieldErrors(error, form.setError);
      // The free plan's monthly limit is explained in the dialog itself, with the way out.
      if (isApiError(error, "PLAN_LIMIT_EVENTS")) return;
      toast.error(t(event ? "toasts.updateFailed" : "toasts.createFailed"), { description: errorMessage(error) });
    },
  };
  const create = useCreateEvent(orgId, callbacks);
  const update = useUpdateEvent(orgId, event?.id ?? "", callbacks);
  const mutation = event ? update : create;
  const send = (values: EventFormOutput, loaded: number) => {
    if (!event) return create.mutate(values);
    // Only what the person changed: a stale value of another field never undoes a colleague's save.
    const changed = changedKeys(form.getValues(), form.formState.defaultValues ?? {});
    update.mutate({ ...pick(values, changed), version: loaded });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => send(values, version))} data-testid="event-form">
      {conflict.dialog}
      {leaveGuard.dialog}
      {draft.notice && <div className="mb-4">{draft.notice}</div>}
      <EventFormFields form={form} />
      {isApiError(mutation.error, "PLAN_LIMIT_EVENTS") && (
        // Scrolled into view: the form is long and the admin pressed the button at its bottom.
        <div ref={(node) => node?.scrollIntoView({ behavior: "smooth", block: "nearest" })} className="mt-5">
          <Alert tone="warning" title={t("form.limitTitle")} data-testid="event-plan-limit">
            <p>{errorMessage(mutation.error)}</p>
            <p className="mt-1 text-sm">{t("form.upgradeDraftKept")}</p>
            {/* The way out leaves without asking: the draft is kept and comes back with the form. */}
            <Link
              to="/dashboard/admin?tab=billing"
              onClick={() => leaveGuard.allowLeaving()}
              className="mt-1 inline-block font-medium text-brand-700 underline"
            >
              {t("form.upgradeHint")}
            </Link>
          </Alert>
        </div>
      )}
      <div className="sticky -bottom-4 -mx-5 mt-5 flex gap-2 border-t border-slate-100 bg-white px-5 py-3 sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("common:actions.cancel")}
          </Button>
        </DialogClose>
        <Button
          type="submit"
          className="flex-1 sm:flex-none"
          loading={mutation.isPending}
          data-testid="event-form-submit"
        >
          {event ? t("common:actions.save") : t("form.create")}
        </Button>
      </div>
    </form>
  );
}

/** Plan a new event or change one: the same form, prefilled when editing. */
export function EventFormDialog({
  orgId,
  event,
  open,
  onOpenChange,
  onSaved,
}: {
  orgId: string;
  event?: EventView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (saved: EventView) => void;
}) {
  const { t } = useTranslation("events");
  const [dirty, setDirty] = useState(false);
  // Closing with unsaved changes asks first; the draft stays on the device either way.
  const closeGuard = useCloseGuard(dirty, () => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : closeGuard.request())}>
      {closeGuard.dialog}
      <DialogContent
        title={event ? t("form.editTitle") : t("form.createTitle")}
        description={event ? event.name : t("form.createDescription")}
        className="max-w-2xl"
        data-testid="event-dialog"
      >
        <EventForm
          orgId={orgId}
          event={event}
          onDirtyChange={setDirty}
          onDone={(saved) => {
            setDirty(false);
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
