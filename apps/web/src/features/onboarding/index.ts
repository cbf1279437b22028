/**
 * The onboarding feature as app/ uses it (decision 038): when to open the welcome tour. The tour
 * itself is loaded lazily by its module path, so it stays out of the first download.
 */
export { useTourStart } from "./use-tour-start";
