import type { InsightSection } from "@hulppost/shared/insights";
import { downloadFile } from "../../../lib/download";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import type { InsightsPeriod } from "./get-insights";
import { insightsPaths } from "./keys";

/** Whose figures: the organisation's over a period, or one event's. */
export type InsightsTarget = ({ kind: "period" } & InsightsPeriod) | { kind: "event"; eventId: string };

/** The server's CSV of the same figures (one section, or all when none is named) in a language. */
export function insightsCsvUrl(orgId: string, target: InsightsTarget, language: string, section?: InsightSection) {
  const query = new URLSearchParams({ lang: language });
  if (section) query.set("section", section);
  if (target.kind === "event") return `${insightsPaths.event(orgId, target.eventId)}.csv?${query}`;
  query.set("from", target.from);
  query.set("to", target.to);
  return `${insightsPaths.period(orgId)}.csv?${query}`;
}

/** GET of a CSV (at `url`, from insightsCsvUrl) as a file the browser saves under `fileName`. */
export const useDownloadCsv = (url: string, fileName: string, callbacks: MutationCallbacks<void, void>) =>
  useApiMutation(() => downloadFile(url, fileName), callbacks);
