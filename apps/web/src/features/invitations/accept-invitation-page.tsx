import type { InvitationPreview } from "@hulppost/shared/invitations";
import { useQueryClient } from "@tanstack/react-query";
import { Building2, MailCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useArrival } from "../../lib/arrival";
import { rememberSelectedOrganization } from "../../lib/organization-context";
import { ME_QUERY_KEY, useMe } from "../../lib/session";
import { useErrorMessage } from "../../lib/use-error-message";
import { AuthShell, SignUpForm } from "../auth";
import { invitationOutcomeOf, useAcceptInvitation } from "./api/accept-invitation";
import { useInvitationPreview } from "./api/preview-invitation";
import { InvitationOutcome } from "./invitation-outcome";

function Loading() {
  const { t } = useTranslation("invitations");
  // The API's error words (their own namespace) come with the page, so a refusal reads at once.
  useTranslation("errors");
  return (
    <div className="flex justify-center py-12" role="status">
      <Spinner className="h-7 w-7 text-brand-700" />
      <span className="sr-only">{t("common:loading")}</span>
    </div>
  );
}

/** The organisation and role on offer, above the accept button or the sign-up form. */
function Offer({ preview }: { preview: InvitationPreview }) {
  const { t } = useTranslation("invitations");
  return (
    <div className="mb-6 flex items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
        <Building2 className="h-6 w-6" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900" data-testid="invitation-organization">
          {preview.organization?.displayName ?? t("thisOrganization")}
        </p>
        <p className="text-sm text-slate-700">
          {t("offer.role", { role: t(`common:roles.${preview.role ?? "hulpverlener"}`) })}
        </p>
      </div>
    </div>
  );
}

/** /accept-invitation/:code — works signed in (accept) and signed out (sign up with the code). */
export function AcceptInvitationPage() {
  const { t } = useTranslation("invitations");
  const { code = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const errorMessage = useErrorMessage();
  const { data: me, isPending: meLoading } = useMe();
  const [signedUpAs, setSignedUpAs] = useState<string | null>(null);
  const preview = useInvitationPreview(code);
  // A sign-in started from this page returns here rather than to the signed-in layout: the app's
  // first install, held while the person signed in (lib/install-hold.ts), goes on once this is drawn.
  useArrival();

  const accept = useAcceptInvitation(code, {
    onSuccess: (result) => {
      if (me && result.organization) rememberSelectedOrganization(me.user.id, result.organization.id);
    },
    // A refusal that is an outcome (expired, used up, …) shows in place of the offer instead.
    onError: (error) => {
      if (!invitationOutcomeOf(error)) toast.error(t("acceptFailed"), { description: errorMessage(error) });
    },
  });

  const toDashboard = async () => {
    await client.invalidateQueries({ queryKey: ME_QUERY_KEY });
    navigate("/dashboard");
  };

  if (preview.isPending || meLoading) {
    return (
      <AuthShell title={t("title")}>
        <Loading />
      </AuthShell>
    );
  }
  if (preview.isError) {
    return (
      <AuthShell title={t("title")}>
        <p className="text-sm text-slate-700">{errorMessage(preview.error)}</p>
        <Button variant="outline" className="mt-4" onClick={() => preview.refetch()}>
          {t("common:actions.retry")}
        </Button>
      </AuthShell>
    );
  }

  const data = preview.data;
  if (data.state !== "valid") {
    const done = data.state === "accepted" || data.state === "already_member";
    return (
      <AuthShell title={t("title")}>
        <InvitationOutcome outcome={data.state} organization={data.organization?.displayName ?? null} role={data.role}>
          {done && me ? (
            <Button size="lg" onClick={toDashboard} data-testid="invitation-to-dashboard">
              {t("toDashboard")}
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link to={me ? "/dashboard" : "/"}>{me ? t("toDashboard") : t("toHome")}</Link>
            </Button>
          )}
        </InvitationOutcome>
      </AuthShell>
    );
  }

  if (me) {
    return (
      <AuthShell title={t("valid.title")} subtitle={t("valid.subtitle")}>
        <Offer preview={data} />
        <Button
          size="lg"
          className="w-full"
          onClick={() => accept.mutate()}
          loading={accept.isPending}
          data-testid="accept-invitation"
        >
          {t("accept")}
        </Button>
        <p className="mt-4 text-center text-sm text-slate-600">
          {t("signedInAs", { email: me.user.email })}{" "}
          <Link to="/logout" className="font-medium text-brand-700 hover:underline">
            {t("notYou")}
          </Link>
        </p>
      </AuthShell>
    );
  }

  if (signedUpAs) {
    return (
      <AuthShell title={t("checkInbox.title")}>
        <div
          className="flex flex-col items-center rounded-xl border border-slate-200 bg-slate-50 p-6 text-center"
          data-testid="check-inbox"
        >
          <MailCheck className="h-12 w-12 text-brand-700" aria-hidden />
          <p className="mt-4 text-slate-700">
            {t("checkInbox.body", {
              email: signedUpAs,
              organization: data.organization?.displayName ?? t("thisOrganization"),
            })}
          </p>
          <p className="mt-2 text-sm text-slate-500">{t("auth:checkSpam")}</p>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t("valid.title")} subtitle={t("signUpIntro")}>
      <Offer preview={data} />
      <SignUpForm invitationCode={code} onDone={setSignedUpAs} />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("haveAccount")}{" "}
        <Link
          to="/auth"
          state={{ from: location.pathname }}
          className="font-medium text-brand-700 hover:underline"
          data-testid="invitation-sign-in"
        >
          {t("signIn")}
        </Link>
      </p>
    </AuthShell>
  );
}
