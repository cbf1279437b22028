import { Siren } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { useOpenIncidents } from "../api/incidents";
import { boardPath } from "../paths";

/** Declared this recently, an incident takes over the screen once on each device that learns of it. */
const TAKE_OVER_MS = 10 * 60_000;
const SEEN_KEY = "hulppost.incidents.opened";

function alreadyOpened(id: string) {
  try {
    const seen: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? "[]");
    return Array.isArray(seen) && seen.includes(id);
  } catch {
    return false;
  }
}
function markOpened(id: string) {
  try {
    const seen: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? "[]");
    const list = Array.isArray(seen) ? seen.filter((x) => typeof x === "string").slice(-20) : [];
    localStorage.setItem(SEEN_KEY, JSON.stringify([...list, id]));
  } catch {
    // Private mode without storage: the banner still shows.
  }
}

/**
 * An incident under way, above every page of the people who may see it (the event's staff and the
 * admins): a red band with its name and the way to its board. A freshly declared incident opens
 * its board once on each device (realtime refreshes the open list within a second or two), so the
 * phones at the post switch to it without anyone asking.
 */
export function IncidentBanner({ orgId }: { orgId: string | undefined }) {
  const { t } = useTranslation("incidents");
  const open = useOpenIncidents(orgId);
  const navigate = useNavigate();
  const location = useLocation();
  const incident = open.data?.[0];
  useEffect(() => {
    if (!incident || alreadyOpened(incident.id)) return;
    markOpened(incident.id);
    const fresh = Date.now() - new Date(incident.declaredAt).getTime() < TAKE_OVER_MS;
    if (fresh && !location.pathname.startsWith("/dashboard/incident")) navigate(boardPath(incident.id));
  }, [incident, location.pathname, navigate]);
  if (!incident || location.pathname.startsWith("/dashboard/incident")) return null;
  return (
    <Link
      to={boardPath(incident.id)}
      className="flex items-center gap-2 bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
      data-testid="incident-banner"
    >
      <Siren className="h-4 w-4 shrink-0" aria-hidden />
      <span className="min-w-0 flex-1 truncate">
        {t(incident.exercise ? "banner.exerciseTitle" : "banner.title", { name: incident.name })}
      </span>
      <span className="shrink-0 underline">{t("banner.open")}</span>
    </Link>
  );
}
