import type { CloseAccountPreview } from "@hulppost/shared/erasure";
import { UserX } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Loading } from "../../components/ui/load-state";
import { isApiError } from "../../lib/api-client";
import { useErrorMessage } from "../../lib/use-error-message";
import { useCloseAccount, useCloseAccountPreview } from "./api/close-account";

const GOES = [
  "memberships",
  "futureAssignments",
  "interests",
  "absences",
  "locations",
  "notifications",
  "devices",
  "chatTexts",
];
const STAYS = ["pastAssignments", "hours", "patientsRegistered", "chatMessages"];

/** Counts as sentences: what goes (named even at 0, so the person knows) and what the organisations keep. */
function Counts({ preview }: { preview: CloseAccountPreview }) {
  const { t } = useTranslation("profile");
  const stays = STAYS.filter((key) => (preview.stays[key] ?? 0) > 0);
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="close-account-summary">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t("closeAccount.goesTitle")}</h3>
        <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
          <li>{t("closeAccount.goes.personal")}</li>
          {GOES.filter((key) => (preview.goes[key] ?? 0) > 0).map((key) => (
            <li key={key}>{t(`closeAccount.goes.${key}`, { count: preview.goes[key] ?? 0 })}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t("closeAccount.staysTitle")}</h3>
        <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
          {stays.length === 0 && <li>{t("closeAccount.staysNothing")}</li>}
          {stays.map((key) => (
            <li key={key}>{t(`closeAccount.stays.${key}`, { count: preview.stays[key] ?? 0 })}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Closing one's own account (decision 054): a warning from the server's preview, the password
 * (and a TOTP code when two-factor is on) and a typed word; then the sign-out page. An
 * organisation whose only admin or responsible person this is blocks it, with the way out.
 */
export function CloseAccountCard() {
  const { t } = useTranslation("profile");
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const preview = useCloseAccountPreview();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [totpCode, setTotpCode] = useState("");
  const [typed, setTyped] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const close = useCloseAccount({
    onSuccess: () => {
      toast.success(t("closeAccount.done"), { duration: 10_000 });
      navigate("/logout", { replace: true });
    },
    onError: (error) => {
      setFields(isApiError(error) ? (error.fields ?? {}) : {});
      toast.error(t("closeAccount.failed"), { description: errorMessage(error) });
    },
  });
  const word = t("closeAccount.confirmWord");
  const ready = password.length > 0 && typed.trim().toLowerCase() === word.toLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    close.mutate({ password, ...(preview.data?.twoFactorEnabled ? { totpCode: totpCode.trim() } : {}) });
  };
  return (
    <Card className="border-red-200" data-testid="close-account-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserX className="h-5 w-5 text-red-600" aria-hidden />
          {t("closeAccount.title")}
        </CardTitle>
        <CardDescription>{t("closeAccount.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!open ? (
          <div>
            <Button variant="outline" onClick={() => setOpen(true)} data-testid="close-account-start">
              {t("closeAccount.start")}
            </Button>
          </div>
        ) : preview.isPending ? (
          <Loading />
        ) : !preview.data ? (
          <Alert tone="error">{errorMessage(preview.error)}</Alert>
        ) : preview.data.blockers.length ? (
          <Alert tone="warning" data-testid="close-account-blocked">
            <p>{t("closeAccount.blocked")}</p>
            <ul className="mt-1 list-disc pl-5">
              {preview.data.blockers.map((b) => (
                <li key={`${b.organizationId}-${b.reason}`}>
                  {t(`closeAccount.blocker.${b.reason}`, { organization: b.displayName })}
                </li>
              ))}
            </ul>
          </Alert>
        ) : (
          <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
            <Alert tone="warning">{t("closeAccount.warning")}</Alert>
            <Counts preview={preview.data} />
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField id="closePassword" label={t("password.current")} error={fields.password}>
                <Input
                  id="closePassword"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </FormField>
              {preview.data.twoFactorEnabled && (
                <FormField id="closeTotp" label={t("closeAccount.totp")} error={fields.totpCode}>
                  <Input
                    id="closeTotp"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={totpCode}
                    onChange={(e) => setTotpCode(e.target.value)}
                  />
                </FormField>
              )}
              <FormField id="closeConfirm" label={t("closeAccount.confirmLabel", { word })}>
                <Input id="closeConfirm" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
              </FormField>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="destructive" disabled={!ready} loading={close.isPending}>
                {t("closeAccount.submit")}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                {t("common:actions.cancel")}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
