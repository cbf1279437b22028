import { type ComponentType, lazy, Suspense } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import type { PageRule } from "../lib/access";
import i18n from "../lib/i18n";
import { afterTakeOver } from "../lib/prerendered";
import { RouteError } from "./route-error";

type Loader = () => Promise<ComponentType>;

/** A lazily loaded dashboard page behind the page role check. */
function page(path: string, load: Loader, rule: PageRule = {}): RouteObject {
  return {
    path,
    lazy: async () => {
      const [{ Guard }, Page] = await Promise.all([import("./guard"), load()]);
      return {
        // biome-ignore lint/correctness/noComponentHookFactories: a lazy route module hands back its component once, when the route first loads
        Component: () => (
          <Guard rule={rule}>
            <Page />
          </Guard>
        ),
      };
    },
  };
}

const whenIdle = (run: () => void) =>
  (window.requestIdleCallback ?? ((later: () => void) => setTimeout(later, 200)))(run);

/**
 * While a person types their e-mail address and password, the first screen after signing in (the
 * signed-in layout and the dashboard, with their words) loads: pressing "sign in" then waits for the
 * server only, not for half a megabyte of code on a festival network (decision 060). Only once the
 * sign-in page has taken over its painted copy: before, its button does nothing.
 */
function preloadFirstScreen() {
  afterTakeOver(() =>
    whenIdle(() => {
      void Promise.all([
        import("./layout/protected-layout"),
        import("../features/dashboard/dashboard-index").then((index) => index.preloadCaregiverDashboard()),
        // Its download at once, beside the index's, not after it: the index's preload then finds it loaded.
        import("../features/dashboard/caregiver-dashboard"),
        import("./guard"),
        i18n.loadNamespaces(["dashboard", "field", "errors", "events"]),
      ]).catch(() => {});
    }),
  );
}

/**
 * On the landing page, once it has taken over, the sign-in page's code and words: where most
 * visitors go next (sign in, or sign up on the same page). Before the service worker's install
 * fills the link: on a festival network the form was usable 4.9 s after the click, 3 s into a
 * visit, when its code came only then.
 */
function preloadSignIn() {
  afterTakeOver(() =>
    whenIdle(() => {
      const words = i18n.loadNamespaces(["auth", "errors"]);
      void Promise.all([import("../features/auth/auth-page"), words]).catch(() => {});
    }),
  );
}

// Its own chunk, in the offline core (scripts/offline-parts.mjs): the first bundle stays as small.
const PageCodeWaiting = lazy(async () => ({ default: (await import("./page-code-waiting")).PageCodeWaiting }));

/** While a signed-in page's code loads (decision 035: never a spinner alone); nothing on public pages. */
function WaitingForPageCode() {
  if (!window.location.pathname.startsWith("/dashboard")) return null;
  return (
    <Suspense fallback={null}>
      <PageCodeWaiting />
    </Suspense>
  );
}

const notFound: RouteObject = {
  path: "*",
  lazy: async () => ({ Component: (await import("./not-found-page")).NotFoundPage }),
};

const admin: PageRule = { role: "admin" };
const superAdmin: PageRule = { role: "super_admin" };

/** Every route of the app. Pages load as separate chunks. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    HydrateFallback: WaitingForPageCode,
    children: [
      {
        index: true,
        lazy: async () => {
          const { LandingPage } = await import("../features/landing/landing-page");
          preloadSignIn();
          return { Component: LandingPage };
        },
      },
      {
        path: "auth",
        lazy: async () => {
          const { AuthPage } = await import("../features/auth/auth-page");
          preloadFirstScreen();
          return { Component: AuthPage };
        },
      },
      { path: "logout", lazy: async () => ({ Component: (await import("../features/auth/logout-page")).LogoutPage }) },
      {
        path: "accept-invitation/:code",
        lazy: async () => ({
          Component: (await import("../features/invitations/accept-invitation-page")).AcceptInvitationPage,
        }),
      },
      {
        path: "dashboard",
        lazy: async () => ({ Component: (await import("./layout/protected-layout")).ProtectedLayout }),
        children: [
          {
            index: true,
            lazy: async () => {
              const { DashboardIndex, preloadCaregiverDashboard } = await import(
                "../features/dashboard/dashboard-index"
              );
              // Not waited for: an admin's overview does not wait for the caregiver's code.
              void preloadCaregiverDashboard().catch(() => {});
              return { Component: DashboardIndex };
            },
          },
          page(
            "hulpverlener",
            async () => (await import("../features/dashboard/caregiver-dashboard")).CaregiverDashboard,
            { role: "hulpverlener" },
          ),
          page("event-detail", async () => (await import("./pages/caregiver-event")).CaregiverEvent),
          page("chat", async () => (await import("../features/chat/pages/chat-page")).ChatPage, { feature: "chat" }),
          page("profile", async () => (await import("../features/me/profile-page")).ProfilePage),
          page(
            "patient",
            async () => (await import("../features/patients/pages/patient-record-page")).PatientRecordPage,
          ),
          page("patient/handover", async () => (await import("../features/patients/pages/handover-page")).HandoverPage),
          page("incident", async () => (await import("../features/incidents/pages/routes")).IncidentPage),
          page("incident/triage", async () => (await import("../features/incidents/pages/routes")).TriagePage),
          page(
            "patients/new",
            async () => (await import("../features/patients/pages/new-patient-page")).NewPatientPage,
          ),
          page("locations", async () => (await import("../features/maps/pages/locations-page")).LocationsPage, {
            feature: "locations",
          }),
          page(
            "organizations",
            async () => (await import("../features/organizations/pages/organizations-page")).OrganizationsPage,
            superAdmin,
          ),
          page("all-users", async () => (await import("../features/platform/all-users-page")).AllUsersPage, superAdmin),
          page(
            "mobile-patients",
            async () => (await import("../features/patients/pages/mobile-patients-page")).MobilePatientsPage,
            superAdmin,
          ),
          page("pricing", async () => (await import("../features/pricing/pages/pricing-page")).PricingPage, superAdmin),
          page("events", async () => (await import("./pages/event-management")).EventManagement, admin),
          page("event-management", async () => (await import("./pages/event-management")).EventManagement, admin),
          page(
            "hulpverleners",
            async () => (await import("../features/members/pages/caregivers-page")).CaregiversPage,
            admin,
          ),
          page(
            "infrastructure",
            async () => (await import("../features/infrastructure/pages/infrastructure-page")).InfrastructurePage,
            admin,
          ),
          page(
            "infrastructure/asset",
            async () => (await import("../features/infrastructure/pages/asset-page")).AssetPage,
            admin,
          ),
          page(
            "hulpverlener-management",
            async () => (await import("../features/members/pages/caregiver-management-page")).CaregiverManagementPage,
            admin,
          ),
          page(
            "hulpverlener-historie",
            async () => (await import("../features/members/pages/caregiver-history-page")).CaregiverHistoryPage,
            admin,
          ),
          page(
            "treatment-templates",
            async () => (await import("../features/treatments/pages/treatment-templates-page")).TreatmentTemplatesPage,
            admin,
          ),
          page("admin", async () => (await import("../features/admin/admin-settings-page")).AdminSettingsPage, admin),
          page("sms-center", async () => (await import("../features/sms/pages/sms-center-page")).SmsCenterPage, {
            role: "admin",
            feature: "sms",
          }),
          notFound,
        ],
      },
      notFound,
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
