import type { MeView } from "@hulppost/shared/me";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { NotKeptHere } from "../../components/field/not-kept-here";
import { FullPageSpinner } from "../../components/full-page-spinner";
import { Loading } from "../../components/ui/load-state";
import { type SlowLoad, SlowLoadProvider } from "../../components/ui/slow-load";
import { TooltipProvider } from "../../components/ui/tooltip";
import { OfflineBanner } from "../../features/field/components/field-status";
import { FieldMode, RestoreFieldData } from "../../features/field/field-mode";
import { useTourStart } from "../../features/onboarding";
import { isAdminHere } from "../../lib/access";
import { useArrival } from "../../lib/arrival";
import { olderSnapshotSavedAt, restoreOlderSnapshot } from "../../lib/field/query-snapshot";
import { OrganizationProvider, useOrganization } from "../../lib/organization-context";
import { setPlanningTimeZone } from "../../lib/planning-time-zone";
import { useMe, useProfileLanguage } from "../../lib/session";
import { useSidebarState } from "../../lib/sidebar-state";
import { useForcedOff } from "../../lib/use-forced-off";
import { RealtimeProvider } from "../realtime/realtime-provider";
import { checkSession } from "../session-check";
import { SubscriptionWatch } from "../subscription-watch";
import { ConnectionPending } from "./connection-pending";
import { Header } from "./header";
import { ImpersonationBanner } from "./impersonation-banner";
import { Sidebar } from "./sidebar";
import { TimeZoneNotice } from "./time-zone-notice";

// Loaded after the page: the first screen (field mode on a phone) must not wait for incident mode.
const IncidentBanner = lazy(async () => ({ default: (await import("../../features/incidents")).IncidentBanner }));

const OnboardingTour = lazy(() =>
  import("../../features/onboarding/onboarding-tour").then((m) => ({ default: m.OnboardingTour })),
);

/**
 * The signed-in part of the app. Its last-seen data is put back from the device first (field
 * mode): opened without a network, it shows the person and their post.
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
  const client = useQueryClient();
  const location = useLocation();
  const loading = useForcedOff(isPending);
  useProfileLanguage(me);
  if (me) setPlanningTimeZone(me.timeZone);
  const sidebar = useSidebarState();
  // The field mode and error words come with the signed-in pages, not with the landing page.
  const { t } = useTranslation(["common", "field", "errors"]);
  const [tourOpen, setTourOpen] = useState(false);

  // Every page change after the first asks who is signed in, in the background.
  const firstPath = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page change is the trigger.
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    void checkSession(client);
  }, [location.pathname, client]);

  // A sign-in's "welcome back", once this first screen is drawn; the install it held goes on then.
  useArrival();
  const openTour = useCallback(() => setTourOpen(true), []);
  useTourStart(me, openTour);

  if (loading) return <FullPageSpinner />;
  // Only a definite "nobody is signed in" (null) leads to the sign-in page; not knowing yet after
  // the 3 seconds, or not reaching the server, is a connection problem.
  if (me === null) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  if (me === undefined)
    return (
      <ConnectionPending
        failed={isError}
        retrying={isFetching && isError}
        onRetry={() => void refetch()}
        keptSince={olderSnapshotSavedAt()}
        onOpenKept={() => restoreOlderSnapshot(client)}
      />
    );

  return (
    <OrganizationProvider me={me}>
      <RealtimeProvider userId={me.user.id}>
        <SubscriptionWatch />
        <FieldModeForSelected me={me} />
        <SlowLoadProvider value={slowLoad}>
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
                  <IncidentNotice />
                  <TimeZoneNotice />
                </div>
                <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-3 py-5 sm:px-6 sm:py-8">
                  {/* A page whose code is not on the device and does not come (a network that
                      hangs) says so after a few seconds, with what can be opened: never a spinner alone. */}
                  <Suspense fallback={<Loading page className="py-20" />}>
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
        </SlowLoadProvider>
      </RealtimeProvider>
    </OrganizationProvider>
  );
}

/** A part of a page still loading after 3 s says why, and what can be opened instead (field mode). */
const slowLoad: SlowLoad = ({ page }) => <NotKeptHere page={page} />;

function FieldModeForSelected({ me }: { me: MeView }) {
  const { selected } = useOrganization();
  return <FieldMode me={me} orgId={selected?.id ?? null} admin={!!selected && isAdminHere(me, selected)} />;
}

/**
 * An incident under way, above every page (features/incidents): its own Suspense, so loading its
 * words never blanks the page around it.
 */
function IncidentNotice() {
  const { selected } = useOrganization();
  return (
    <Suspense fallback={null}>
      <IncidentBanner orgId={selected?.id} />
    </Suspense>
  );
}
