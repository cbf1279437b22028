import type { Staffing } from "@hulppost/shared/events";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";

export const PEOPLE_ROWS = [
  { key: "doctors", qualification: "doctor" },
  { key: "nurses", qualification: "nurse" },
  { key: "firstAiders", qualification: "first_aider" },
] as const;

/** Green when the post is filled, amber when partly, red when nobody is on it yet. */
export function staffingTone({ required, assigned }: { required: number; assigned: number }) {
  if (required === 0) return "none" as const;
  if (assigned >= required) return "full" as const;
  return assigned > 0 ? ("partial" as const) : ("empty" as const);
}

const BAR = { none: "bg-slate-300", full: "bg-emerald-500", partial: "bg-amber-500", empty: "bg-red-500" };
const TEXT = { none: "text-slate-400", full: "text-emerald-700", partial: "text-amber-700", empty: "text-red-700" };

function Bar({ required, assigned }: { required: number; assigned: number }) {
  const tone = staffingTone({ required, assigned });
  const width = required === 0 ? 0 : Math.min(100, Math.round((assigned / required) * 100));
  return (
    <div className="h-1.5 w-full overflow-hidden rounded-full bg-slate-100" aria-hidden>
      <div className={cn("h-full rounded-full", BAR[tone])} style={{ width: `${width}%` }} />
    </div>
  );
}

/** Staffing at a glance: assigned against required per qualification, as x/y with a small bar. */
export function StaffingBars({ staffing, className }: { staffing: Staffing; className?: string }) {
  const { t } = useTranslation("events");
  return (
    <dl className={cn("grid grid-cols-3 gap-x-3 gap-y-1", className)}>
      {PEOPLE_ROWS.map(({ key, qualification }) => {
        const count = staffing[key];
        const tone = staffingTone(count);
        return (
          <div
            key={key}
            className="flex min-w-0 flex-col gap-1"
            title={t("staffing.summary", { label: t(`common:qualifications.${qualification}`), ...count })}
          >
            <div className="flex items-baseline justify-between gap-1 text-xs">
              <dt className="min-w-0 leading-tight break-words text-slate-600">
                {t(`common:qualifications.${qualification}`)}
              </dt>
              <dd className={cn("shrink-0 font-semibold tabular-nums", TEXT[tone])}>
                {count.assigned}/{count.required}
              </dd>
            </div>
            <Bar {...count} />
          </div>
        );
      })}
    </dl>
  );
}

/** One row of a detailed staffing table (also used for tents and ambulances). */
export function StaffingRow({ label, count }: { label: string; count: { required: number; assigned: number } }) {
  const tone = staffingTone(count);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-700">{label}</span>
        <span className={cn("font-semibold tabular-nums", TEXT[tone])}>
          {count.assigned}/{count.required}
        </span>
      </div>
      <Bar {...count} />
    </div>
  );
}
