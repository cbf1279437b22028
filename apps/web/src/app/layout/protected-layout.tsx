import { TIMINGS_MS } from "@hulppost/shared/constants";
import type { MeView } from "@hulppost/shared/profile";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { TooltipProvider } from "../../components/ui/tooltip";
import { OfflineBanner } from "../../features/field/components/field-status";
import { FieldMode, RestoreFieldData } from "../../features/field/field-mode";
import { setPlanningTimeZone } from "../../lib/planning-time-zone";
import { OrganizationProvider, useOrganization } from "../organization-context";
import { RealtimeProvider } from "../realtime/realtime-provider";
import { useMe, useProfileLanguage } from "../session";
import { SubscriptionWatch } from "../subscription-watch";
import { ConnectionPending } from "./connection-pending";
import { FullPageSpinner } from "./full-page-spinner";
import { Header } from "./header";
import { ImpersonationBanner } from "./impersonation-banner";
import { Sidebar } from "./sidebar";
import { useSidebarState } from "./sidebar-state";

const OnboardingTour = lazy(() =>
  import("../../features/onboarding/onboarding-tour").then((m) => ({ default: m.OnboardingTour })),
);

/** Spec §4: authentication loading is forced off after at most 3 seconds. */
function useForcedOff(loading: boolean) {
  const [forcedOff, setForcedOff] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setForcedOff(true), TIMINGS_MS.authLoadingForcedOff);
    return () => clearTimeout(timer);
  }, [loading]);
  return loading && !forcedOff;
}

/**
 * The signed-in part of the app. Its last-seen data is put back from the device first (field
 * mode, issue 16): opened without a network, it shows the person and their post.
 */
export function ProtectedLayout() {
  return (
    <RestoreFieldData fallback={<FullPageSpinner />}>
      <SignedInLayout />
    </RestoreFieldData>
  );
}

function SignedInLayout() {
  const { data: me, isPending, isError, isFetching, refetch } = useMe();
  const location = useLocation();
  const loading = useForcedOff(isPending);
  useProfileLanguage(me);
  if (me) setPlanningTimeZone(me.timeZone);
  const sidebar = useSidebarState();
  const { t } = useTranslation();
  const [tourOpen, setTourOpen] = useState(false);

  useEffect(() => {
    if (me && !me.profile.onboardingCompletedAt && !me.impersonation) setTourOpen(true);
  }, [me]);

  if (loading) return <FullPageSpinner />;
  // Only a definite "nobody is signed in" (null) leads to the sign-in page; not knowing yet after
  // the 3 seconds, or not reaching the server, is a connection problem.
  if (me === null) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  if (me === undefined)
    return <ConnectionPending failed={isError} retrying={isFetching && isError} onRetry={() => void refetch()} />;

  return (
    <OrganizationProvider me={me}>
      <RealtimeProvider userId={me.user.id}>
        <SubscriptionWatch />
        <FieldModeForSelected me={me} />
        <TooltipProvider>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
          >
            {t("skipToContent")}
          </a>
          <div className="flex min-h-dvh">
            {/* A printed page (the handover sheet) is the page alone, without the app around it. */}
            <div className="contents print:hidden">
              <Sidebar me={me} {...sidebar} />
            </div>
            <div className="flex min-w-0 flex-1 flex-col">
              <div className="contents print:hidden">
                <ImpersonationBanner me={me} />
                <Header
                  me={me}
                  isMobile={sidebar.isMobile}
                  onToggleSidebar={sidebar.toggle}
                  onOpenTour={() => setTourOpen(true)}
                />
                <OfflineBanner />
              </div>
              <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-3 py-5 sm:px-6 sm:py-8">
                <Suspense
                  fallback={
                    <div className="flex justify-center py-20" role="status">
                      <Spinner className="h-7 w-7 text-brand-700" />
                      <span className="sr-only">{t("loading")}</span>
                    </div>
                  }
                >
                  <Outlet />
                </Suspense>
              </main>
            </div>
          </div>
          {tourOpen && (
            <Suspense fallback={null}>
              <OnboardingTour open={tourOpen} onClose={() => setTourOpen(false)} me={me} />
            </Suspense>
          )}
        </TooltipProvider>
      </RealtimeProvider>
    </OrganizationProvider>
  );
}

function FieldModeForSelected({ me }: { me: MeView }) {
  const { selected } = useOrganization();
  return <FieldMode me={me} orgId={selected?.id ?? null} />;
}
