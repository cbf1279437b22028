import type { MeView } from "@hulppost/shared/me";
import { useQueryClient } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { FullPageSpinner } from "../../components/full-page-spinner";
import { Button } from "../../components/ui/button";
import { sayOnArrival } from "../../lib/arrival";
import { carryPaintedForm } from "../../lib/painted-form";
import { usePrerendered, useTakeOverPrerendered } from "../../lib/prerendered";
import { useMe, useResetSession } from "../../lib/session";
import { useForcedOff } from "../../lib/use-forced-off";
import { AuthShell } from "./auth-shell";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SetPasswordForm } from "./set-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { TwoFactorForm } from "./two-factor-form";

type Mode = "signIn" | "signUp" | "signUpDone" | "forgot" | "forgotSent" | "twoFactor";

/** /auth: sign in, sign up (?signup=true), forgot password, and set password from a mailed link. */
export function AuthPage() {
  const { t } = useTranslation("auth");
  // The API's error words (their own namespace) come with the page, so a refusal reads at once.
  useTranslation("errors");
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const resetSession = useResetSession();
  const client = useQueryClient();
  const { data: me, isPending, fetchStatus } = useMe();
  // Offline (the question waits for a network) or a network that hangs: the form, not a spinner.
  // The server's painted copy (decision 060) shows the form: it cannot ask who is signed in.
  const prerendered = usePrerendered();
  const asking = useForcedOff(!prerendered && isPending && fetchStatus !== "paused");
  useTakeOverPrerendered(!asking, carryPaintedForm);
  const [mode, setMode] = useState<Mode>(params.get("signup") === "true" ? "signUp" : "signIn");
  const [email, setEmail] = useState("");
  const announced = useRef(false);
  // Set once a sign-in is on its way into the app: the router is taking the person there already.
  const leaving = useRef(false);

  const linkType = params.get("type");
  const token = params.get("token_hash") ?? params.get("token");
  const setPasswordType = token && (linkType === "invite" || linkType === "recovery") ? linkType : null;

  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    if (params.get("verified")) {
      if (params.get("error")) toast.error(t("toasts.verifyFailed"), { description: t("errors:INVALID_TOKEN") });
      else toast.success(t("toasts.emailVerified"), { description: t("toasts.signInNow") });
    }
  }, [params, t]);

  // Only places inside the app are honoured, so a crafted link cannot send people elsewhere.
  const from = (location.state as { from?: string } | null)?.from;
  const returnTo =
    from && (from.startsWith("/dashboard") || from.startsWith("/accept-invitation/")) ? from : "/dashboard";

  /** `welcome`: a sign-in's "welcome back", said once the first screen shows (lib/arrival.ts). */
  const goToDashboard = async (me?: MeView, welcome = false) => {
    // Both places a sign-in returns to (the signed-in layout, an invitation) say it once drawn.
    if (welcome) sayOnArrival(() => toast.success(t("toasts.signedIn"), { description: t("toasts.welcomeBack") }));
    leaving.current = true;
    await resetSession(me);
    // The device's kept data is read while the app's first screen loads, not after (lib/field/restore.ts;
    // its code comes with the first screen's, loaded while the person typed, not with this page's).
    void import("../../lib/field/restore").then(({ restoreFieldData }) => restoreFieldData(client));
    navigate(returnTo, { replace: true, flushSync: true });
  };

  if (setPasswordType && token) {
    return (
      <AuthShell
        title={t(setPasswordType === "invite" ? "setPassword.inviteTitle" : "setPassword.title")}
        subtitle={t("setPassword.subtitle")}
      >
        <SetPasswordForm
          token={token}
          type={setPasswordType}
          onDone={async (signedIn) => {
            if (signedIn) await goToDashboard();
            else {
              setParams({});
              setMode("signIn");
            }
          }}
        />
      </AuthShell>
    );
  }

  if (asking) return <FullPageSpinner />;
  // Someone already signed in is sent on; a sign-in that has just sent them on is not sent a second
  // time (a second navigation would call off the first, and the first screen would come later).
  if (me && mode !== "twoFactor" && !leaving.current) return <Navigate to={returnTo} replace />;

  const switchTo = (next: Mode) => {
    setMode(next);
    setParams(next === "signUp" ? { signup: "true" } : {}, { replace: true });
  };

  switch (mode) {
    case "signUp":
      return (
        <AuthShell title={t("signUp.title")} subtitle={t("signUp.subtitle")}>
          <SignUpForm
            onDone={(address) => {
              setEmail(address);
              setMode("signUpDone");
            }}
          />
          <p className="mt-6 text-center text-sm text-slate-600">
            {t("signUp.haveAccount")}{" "}
            <Button
              variant="link"
              size="sm"
              className="h-auto"
              onClick={() => switchTo("signIn")}
              data-testid="to-sign-in"
            >
              {t("signUp.toSignIn")}
            </Button>
          </p>
        </AuthShell>
      );
    case "signUpDone":
    case "forgotSent":
      return (
        <AuthShell title={t(mode === "signUpDone" ? "signUpDone.title" : "forgotSent.title")}>
          <div
            className="flex flex-col items-center rounded-xl border border-slate-200 bg-slate-50 p-6 text-center"
            data-testid="check-inbox"
          >
            <MailCheck className="h-12 w-12 text-brand-700" aria-hidden />
            <p className="mt-4 text-slate-700">
              {t(mode === "signUpDone" ? "signUpDone.body" : "forgotSent.body", { email })}
            </p>
            <p className="mt-2 text-sm text-slate-500">{t("checkSpam")}</p>
          </div>
          <Button variant="outline" className="mt-6 w-full" onClick={() => switchTo("signIn")}>
            {t("forgot.back")}
          </Button>
        </AuthShell>
      );
    case "forgot":
      return (
        <AuthShell title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
          <ForgotPasswordForm
            onSent={(address) => {
              setEmail(address);
              setMode("forgotSent");
            }}
            onBack={() => switchTo("signIn")}
          />
        </AuthShell>
      );
    case "twoFactor":
      return (
        <AuthShell title={t("twoFactor.title")} subtitle={t("twoFactor.subtitle")}>
          <TwoFactorForm onVerified={() => goToDashboard(undefined, true)} onBack={() => switchTo("signIn")} />
        </AuthShell>
      );
    default:
      return (
        <AuthShell title={t("signIn.title")} subtitle={t("signIn.subtitle")}>
          <SignInForm
            onSignedIn={(me) => goToDashboard(me, true)}
            onTwoFactor={() => setMode("twoFactor")}
            onForgot={() => switchTo("forgot")}
          />
          <p className="mt-6 text-center text-sm text-slate-600">
            {t("signIn.noAccount")}{" "}
            <Button
              variant="link"
              size="sm"
              className="h-auto"
              onClick={() => switchTo("signUp")}
              data-testid="to-sign-up"
            >
              {t("signIn.toSignUp")}
            </Button>
          </p>
        </AuthShell>
      );
  }
}
