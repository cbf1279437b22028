import { lazy } from "react";

/**
 * The insights feature as others use it (decision 038): its tabs, whose code and charts load when
 * a tab is first opened, not with the page that shows it.
 */
export const AnalyticsTab = lazy(() => import("./components/analytics-tab").then((m) => ({ default: m.AnalyticsTab })));
export const EventInsightsTab = lazy(() =>
  import("./components/event-insights-tab").then((m) => ({ default: m.EventInsightsTab })),
);
