import { Clock, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { deviceTimeZone, getPlanningTimeZone, planningFormat } from "../../lib/planning-time-zone";

const DISMISSED = "hulppost-time-zone-notice";

/**
 * Every time on screen is in the organisation's planning time zone. On a device whose clock is in
 * another zone (a coordinator abroad, a phone left on holiday time) that says so once, with the
 * planning zone's time now, until dismissed for that pair of zones.
 */
export function TimeZoneNotice() {
  // With the signed-in pages' words (field), not the landing page's (common).
  const { t, i18n } = useTranslation("field");
  const planning = getPlanningTimeZone();
  const device = deviceTimeZone();
  const pair = `${planning}|${device}`;
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED) === pair);
  if (planning === device || dismissed || sameClock(planning, device)) return null;
  const now = planningFormat(i18n.resolvedLanguage ?? "nl", { hour: "2-digit", minute: "2-digit" }).format(Date.now());
  return (
    <div
      className="flex items-start gap-2 border-b border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950 sm:px-6"
      role="note"
      data-testid="time-zone-notice"
    >
      <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p className="flex-1">{t("timeZone.notice", { planning, device, now })}</p>
      <button
        type="button"
        className="-m-1 rounded p-1 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-sky-700"
        onClick={() => {
          localStorage.setItem(DISMISSED, pair);
          setDismissed(true);
        }}
        aria-label={t("timeZone.dismiss")}
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}

/** Pairs of zones compared so far: the answer does not change while the page is open. */
const compared = new Map<string, boolean>();

/** Two names of one clock (Europe/Brussels and Europe/Amsterdam) need no notice. */
function sameClock(a: string, b: string): boolean {
  const pair = `${a}|${b}`;
  const known = compared.get(pair);
  if (known !== undefined) return known;
  const probe = [Date.UTC(2026, 0, 15, 12), Date.UTC(2026, 6, 15, 12)];
  // One formatter a zone, for winter and summer alike: on a slow phone each costs milliseconds.
  const at = (zone: string) => {
    const clock = new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeStyle: "short" });
    return probe.map((ms) => clock.format(ms)).join();
  };
  let same = false;
  try {
    same = at(a) === at(b);
  } catch {
    // An unknown zone name: the notice shows, naming both.
  }
  compared.set(pair, same);
  return same;
}
