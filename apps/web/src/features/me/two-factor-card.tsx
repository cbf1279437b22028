import type { MeView } from "@hulppost/shared/me";
import { ShieldCheck } from "lucide-react";
import QRCode from "qrcode";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { useErrorMessage } from "../../lib/use-error-message";
import { type TwoFactorSetup, useConfirmTwoFactor, useDisableTwoFactor, useEnableTwoFactor } from "./api/two-factor";

type Step =
  | { kind: "idle" }
  | { kind: "password"; action: "enable" | "disable" }
  | { kind: "scan"; qr: string; secret: string; backupCodes: string[] };

/** The enrolment as the card shows it: the QR code to scan, and the secret to type in instead. */
async function showSetup(setup: TwoFactorSetup) {
  const qr = await QRCode.toDataURL(setup.totpURI, { margin: 1, width: 200 });
  return { ...setup, qr, secret: new URL(setup.totpURI).searchParams.get("secret") ?? "" };
}

/** TOTP enrolment: password, scan the QR code, confirm with a first code; backup codes to keep. */
export function TwoFactorCard({ me }: { me: MeView }) {
  const { t } = useTranslation("profile");
  const errorMessage = useErrorMessage();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const enabled = me.user.twoFactorEnabled;

  const start = useEnableTwoFactor(showSetup, {
    onSuccess: (r) => setStep({ kind: "scan", qr: r.qr, secret: r.secret, backupCodes: r.backupCodes }),
    onError: (error) => toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) }),
  });
  const confirm = useConfirmTwoFactor({
    onSuccess: () => {
      toast.success(t("twoFactor.enabled"));
      setStep({ kind: "idle" });
      setCode("");
      setPassword("");
    },
    onError: (error) => toast.error(t("auth:toasts.verifyFailed"), { description: errorMessage(error) }),
  });
  const disable = useDisableTwoFactor({
    onSuccess: () => {
      toast.success(t("twoFactor.disabled"));
      setStep({ kind: "idle" });
      setPassword("");
    },
    onError: (error) => toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) }),
  });

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>{t("twoFactor.title")}</CardTitle>
          <Badge tone={enabled ? "green" : "neutral"}>{t(enabled ? "twoFactor.on" : "twoFactor.off")}</Badge>
        </div>
        <CardDescription>{t("twoFactor.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {step.kind === "idle" && (
          <Button
            variant={enabled ? "outline" : "primary"}
            onClick={() => setStep({ kind: "password", action: enabled ? "disable" : "enable" })}
            data-testid="two-factor-toggle"
          >
            <ShieldCheck className="h-4 w-4" aria-hidden />
            {t(enabled ? "twoFactor.disable" : "twoFactor.enable")}
          </Button>
        )}
        {step.kind === "password" && (
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (step.action === "enable") start.mutate(password);
              else disable.mutate(password);
            }}
          >
            <FormField id="tf-password" label={t("twoFactor.password")}>
              <Input
                id="tf-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
            <div className="flex gap-2">
              <Button type="submit" loading={start.isPending || disable.isPending} disabled={!password}>
                {t("common:actions.next")}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setStep({ kind: "idle" })}>
                {t("common:actions.cancel")}
              </Button>
            </div>
          </form>
        )}
        {step.kind === "scan" && (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-700">{t("twoFactor.scan")}</p>
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
              <img
                src={step.qr}
                alt={t("twoFactor.qrAlt")}
                width={200}
                height={200}
                className="rounded-lg border border-slate-200"
              />
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-800">{t("twoFactor.manual")}</p>
                <code className="mt-1 block rounded bg-slate-100 p-2 break-all" data-testid="totp-secret">
                  {step.secret}
                </code>
                <p className="mt-3 font-medium text-slate-800">{t("twoFactor.backupCodes")}</p>
                <ul className="mt-1 grid grid-cols-2 gap-1 font-mono text-xs">
                  {step.backupCodes.map((c) => (
                    <li key={c} className="rounded bg-slate-100 px-2 py-1">
                      {c}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            <form
              className="flex flex-col gap-2 sm:flex-row sm:items-end"
              onSubmit={(e) => {
                e.preventDefault();
                confirm.mutate(code.trim());
              }}
            >
              <FormField id="tf-code" label={t("twoFactor.code")} className="sm:w-48">
                <Input
                  id="tf-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              </FormField>
              <Button type="submit" loading={confirm.isPending} disabled={code.trim().length !== 6}>
                {t("twoFactor.confirm")}
              </Button>
            </form>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
