import { Copy, IdCard } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Loading } from "../../components/ui/load-state";
import { PageHeader } from "../../components/ui/page-header";
import { copyText } from "../../lib/clipboard";
import { useOrganization } from "../../lib/organization-context";
import { useMe } from "../../lib/session";
import { CalendarFeedCard } from "../events";
import { AlertPreferencesCard, DeviceNotificationsCard } from "../notifications";
import { AvailabilityCard } from "./availability-card";
import { CloseAccountCard } from "./close-account-card";
import { LanguageChoice } from "./language-choice";
import { MyDataCard } from "./my-data-card";
import { PasswordCard } from "./password-card";
import { ProfileDetailsForm } from "./profile-details-form";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard } from "./two-factor-card";

export function ProfilePage() {
  const { t } = useTranslation("profile");
  const { data: me } = useMe();
  const { selected } = useOrganization();
  if (!me) return null;
  const copy = async () => {
    if (await copyText(me.profile.userCode)) toast.success(t("common:actions.copied"));
    else toast.error(t("userCode.copyFailed"));
  };
  return (
    <div className="flex flex-col gap-6">
      <div className="-mb-6">
        <PageHeader title={t("title")} description={t("subtitle")} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t("userCode.title")}</CardTitle>
            <CardDescription>{t("userCode.description")}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap items-center gap-3">
            <span
              className="flex items-center gap-2 rounded-lg bg-slate-100 px-4 py-2 font-mono text-xl font-semibold tracking-wider text-slate-900"
              data-testid="user-code"
            >
              <IdCard className="h-5 w-5 text-slate-500" aria-hidden />
              {me.profile.userCode}
            </span>
            <Button variant="outline" onClick={copy}>
              <Copy className="h-4 w-4" aria-hidden />
              {t("common:actions.copy")}
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("language.title")}</CardTitle>
            <CardDescription>{t("language.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <LanguageChoice />
          </CardContent>
        </Card>
      </div>
      <ProfileDetailsForm profile={me.profile} />
      <AvailabilityCard />
      {/* Alerts (decision 046): their words load with them, the rest of the page does not wait. */}
      <Suspense fallback={<Loading />}>
        <div className="grid items-start gap-6 lg:grid-cols-2" id="notifications">
          <DeviceNotificationsCard />
          {selected && <AlertPreferencesCard orgId={selected.id} />}
        </div>
      </Suspense>
      {me.impersonation ? (
        // The server refuses these while impersonating (auth/impersonation-guard.ts); say so instead.
        <>
          <Alert tone="info" data-testid="impersonation-security-note">
            {t("impersonationNote")}
          </Alert>
          <CalendarFeedCard />
        </>
      ) : (
        <>
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <div className="flex flex-col gap-6">
              <TwoFactorCard me={me} />
              <CalendarFeedCard />
            </div>
            <SessionsCard />
          </div>
          <PasswordCard />
          <MyDataCard />
          <CloseAccountCard />
        </>
      )}
    </div>
  );
}
