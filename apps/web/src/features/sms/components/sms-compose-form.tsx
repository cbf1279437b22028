import { SMS_MAX_LENGTH } from "@hulppost/shared/constants";
import { smsParts } from "@hulppost/shared/sms";
import { Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useFieldMessage } from "../../../components/ui/form-field";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/use-error-message";
import { isBlockingRefusal, useSendSms } from "../api/send-sms";
import { applySmsFieldErrors } from "../sms-field-errors";
import {
  emptySmsForm,
  namesEvent,
  type SmsFormOutput,
  type SmsFormValues,
  selectionOf,
  smsForm,
  smsFormResolver,
} from "../sms-form-values";
import { useSendAttempt } from "../use-send-attempt";
import { useSmsPreview } from "../use-sms-preview";
import { PersonPicker } from "./person-picker";
import { PlaceholderEventField } from "./placeholder-event-field";
import { RecipientGroups } from "./recipient-groups";
import { ScheduleFields } from "./schedule-fields";
import { SmsPreview } from "./sms-preview";
import { SmsTextField } from "./sms-text-field";

/**
 * Compose and send: the text, the recipients with a live preview of who gets it, and optionally
 * a moment to send it. The button stays off until the message can go; the line beside it says
 * what is still missing.
 */
export function SmsComposeForm({ orgId }: { orgId: string }) {
  const { t } = useTranslation("sms");
  const errorMessage = useErrorMessage();
  const fieldMessage = useFieldMessage();
  const [blocked, setBlocked] = useState<unknown>(null);
  const [tooLongFor, setTooLongFor] = useState<{ name: string; characters: number } | null>(null);
  const form = useForm<SmsFormValues, unknown, SmsFormOutput>({
    resolver: smsFormResolver,
    defaultValues: emptySmsForm(),
    mode: "onChange",
  });
  const values = form.watch();
  const preview = useSmsPreview(orgId, selectionOf(values));
  const attempt = useSendAttempt();

  const send = useSendSms(orgId, {
    onSuccess: (saved) => {
      attempt.done();
      form.reset(emptySmsForm());
      // The send button is off again; focus goes to the new message in the history, where its status follows.
      setTimeout(() =>
        document.querySelector<HTMLElement>(`[data-testid="sms-message-${CSS.escape(saved.id)}"]`)?.focus(),
      );
      toast.success(
        saved.status === "scheduled" ? t("toasts.scheduled") : t("toasts.sent", { count: saved.recipientCount }),
      );
    },
    onError: (error) => {
      // A refusal that no edit of the form fixes is said in the form until the page is reloaded.
      if (isBlockingRefusal(error)) {
        setBlocked(error);
      } else if (applySmsFieldErrors(error, form.setError)) {
        setTooLongFor(tooLongDetails(error));
      } else {
        toast.error(t("toasts.sendFailed"), { description: errorMessage(error) });
      }
    },
  });

  const submit = form.handleSubmit((output) => send.mutate(attempt.body(output)));

  const check = smsForm.safeParse(values);
  const nobodyWithPhone = preview.fresh && preview.data?.recipients.length === 0;
  // What the first problem asks of the person, in the words of the send button's hint.
  const issue = check.success ? undefined : check.error.issues[0];
  const missing = issue
    ? issue.path[0] === "text" && issue.message === "required"
      ? t("send.needText")
      : issue.path[0] === "userIds"
        ? t("send.needRecipients")
        : (fieldMessage(issue.message) ?? null)
    : nobodyWithPhone
      ? (fieldMessage("noRecipientsWithPhone") ?? null)
      : null;
  const canSend = check.success && !nobodyWithPhone && (preview.fresh || !!preview.error) && !blocked;
  const parts = smsParts(values.text.trim()).parts;
  const recipientsError = fieldMessage(form.formState.errors.userIds?.message);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("compose.title")}</CardTitle>
        <CardDescription>{t("compose.description", { max: SMS_MAX_LENGTH })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={submit}
          className="grid gap-x-8 gap-y-6 lg:grid-cols-2 lg:grid-rows-[auto_1fr]"
          aria-label={t("compose.title")}
        >
          <section className="flex flex-col gap-4 lg:col-start-1 lg:row-start-1" aria-labelledby="sms-step-text">
            <h3 id="sms-step-text" className="text-sm font-semibold text-slate-900">
              {t("compose.stepText")}
            </h3>
            <SmsTextField form={form} tooLongFor={tooLongFor} />
            {namesEvent(values.text) && !values.eventId && <PlaceholderEventField orgId={orgId} form={form} />}
          </section>

          <section
            className="flex flex-col gap-5 lg:col-start-2 lg:row-span-2 lg:row-start-1"
            aria-labelledby="sms-step-recipients"
          >
            <h3 id="sms-step-recipients" className="text-sm font-semibold text-slate-900">
              {t("compose.stepRecipients")}
            </h3>
            <RecipientGroups orgId={orgId} form={form} />
            <PersonPicker
              orgId={orgId}
              value={values.userIds}
              onChange={(ids) => form.setValue("userIds", ids, { shouldDirty: true, shouldValidate: true })}
            />
            {recipientsError && form.formState.errors.userIds?.type === "server" && (
              <p role="alert" className="text-xs font-medium text-red-700">
                {recipientsError}
              </p>
            )}
            <div className="flex flex-col gap-2">
              <h4 className="text-sm font-medium text-slate-800">{t("preview.title")}</h4>
              <SmsPreview preview={preview.data} parts={parts} loading={preview.loading} error={preview.error} />
            </div>
          </section>

          <section
            className="flex flex-col gap-4 self-start lg:col-start-1 lg:row-start-2"
            aria-labelledby="sms-step-send"
          >
            <h3 id="sms-step-send" className="text-sm font-semibold text-slate-900">
              {t("compose.stepSend")}
            </h3>
            <ScheduleFields form={form} />
            {blocked !== null && <Alert tone="error">{errorMessage(blocked)}</Alert>}
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <Button
                type="submit"
                disabled={!canSend}
                loading={send.isPending}
                aria-describedby={missing ? "sms-send-missing" : undefined}
                data-testid="sms-send"
                className="w-full sm:w-auto"
              >
                <Send className="h-4 w-4" aria-hidden />
                {values.later ? t("send.later") : t("send.now")}
              </Button>
              {missing && (
                <p id="sms-send-missing" className="text-xs text-slate-600">
                  {missing}
                </p>
              )}
            </div>
          </section>
        </form>
      </CardContent>
    </Card>
  );
}

/** The person whose text the filled-in placeholders made too long (the server names them). */
function tooLongDetails(error: unknown): { name: string; characters: number } | null {
  if (!isApiError(error) || error.fields?.text !== "smsTooLongFilled") return null;
  const { recipient, characters } = error.details ?? {};
  return typeof recipient === "string" && typeof characters === "number" ? { name: recipient, characters } : null;
}
