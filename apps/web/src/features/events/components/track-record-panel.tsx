import { QUALIFICATIONS } from "@hulppost/shared/constants";
import type { HandRaising, TrackRecordView } from "@hulppost/shared/staffing/track-record";
import { CalendarClock, Clock, Hand, History, MapPin, UserX } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { EmptyState } from "../../../components/ui/page-header";
import { cn } from "../../../lib/cn";
import { useEventFormat } from "../../../lib/event-dates";
import { EventStatusBadge } from "./event-status-badge";
import { QUALIFICATION_TONES } from "./qualification-tags";

const HAND_TONES: Record<HandRaising, "green" | "blue" | "amber" | "neutral"> = {
  often: "green",
  sometimes: "blue",
  rarely: "amber",
  never: "neutral",
};

function Stat({
  icon,
  label,
  value,
  detail,
  tone = "text-slate-900",
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  tone?: string;
  testId: string;
}) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-3" data-testid={testId}>
      <p className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
        {icon}
        <span className="truncate">{label}</span>
      </p>
      <p className={cn("mt-1 text-2xl font-semibold tabular-nums", tone)}>{value}</p>
      {detail && <p className="mt-0.5 truncate text-xs text-slate-500">{detail}</p>}
    </div>
  );
}

/** The figures: hours this year and in all, no-shows, what is planned; then first event, posts and raised hands. */
function TrackRecordSummary({ record }: { record: TrackRecordView }) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const { worked, hands } = record;
  const noShows = record.events.filter((e) => e.noShow && !e.cancelled);
  const posts = QUALIFICATIONS.filter((q) => record.posts[q] > 0);
  return (
    <section aria-label={t("trackRecord.summary")} className="flex flex-col gap-3" data-testid="track-record-summary">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat
          testId="track-record-hours-year"
          icon={<Clock className="h-3.5 w-3.5" aria-hidden />}
          label={t("trackRecord.hoursThisYear")}
          value={t("trackRecord.hours", { hours: format.number(worked.hoursThisYear) })}
          detail={t("trackRecord.events", { count: worked.eventsThisYear })}
        />
        <Stat
          testId="track-record-hours-all"
          icon={<History className="h-3.5 w-3.5" aria-hidden />}
          label={t("trackRecord.hoursAllTime")}
          value={t("trackRecord.hours", { hours: format.number(worked.hoursAllTime) })}
          detail={t("trackRecord.events", { count: worked.eventsAllTime })}
        />
        <Stat
          testId="track-record-no-shows"
          icon={<UserX className="h-3.5 w-3.5" aria-hidden />}
          label={t("trackRecord.noShows")}
          value={record.noShows}
          tone={record.noShows > 0 ? "text-red-700" : "text-emerald-700"}
        />
        <Stat
          testId="track-record-upcoming"
          icon={<CalendarClock className="h-3.5 w-3.5" aria-hidden />}
          label={t("trackRecord.upcoming")}
          value={record.upcoming}
        />
      </div>
      {noShows.length > 0 && (
        <div className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900" role="note">
          <p className="font-medium">{t("trackRecord.noShowList", { count: noShows.length })}</p>
          <ul className="mt-1 list-inside list-disc text-red-800">
            {noShows.map((e) => (
              <li key={e.eventId} className="break-words">
                {e.name} · {format.instantDate(e.startsAt)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className="grid gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-slate-500">{t("trackRecord.firstEvent")}</dt>
        <dd className="font-medium text-slate-800" data-testid="track-record-first">
          {record.firstEventAt ? format.instantDate(record.firstEventAt) : t("trackRecord.firstEventNone")}
        </dd>
        <dt className="text-slate-500">{t("trackRecord.posts")}</dt>
        <dd className="flex flex-wrap gap-1.5" data-testid="track-record-posts">
          {posts.length === 0
            ? t("trackRecord.postsNone")
            : posts.map((q) => (
                <Badge key={q} tone={QUALIFICATION_TONES[q]}>
                  {t("trackRecord.postCount", { count: record.posts[q], post: t(`common:qualifications.${q}`) })}
                </Badge>
              ))}
        </dd>
        <dt className="text-slate-500">{t("trackRecord.hands")}</dt>
        <dd className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="track-record-hands">
          <Badge tone={HAND_TONES[hands.level]}>
            <Hand className="h-3 w-3" aria-hidden />
            {t(`trackRecord.handLevel.${hands.level}`)}
          </Badge>
          {hands.offered > 0 && (
            <span className="text-xs text-slate-600">
              {t("trackRecord.handsDetail", { raised: hands.raised, count: hands.offered })}
            </span>
          )}
        </dd>
      </dl>
    </section>
  );
}

/** Every assignment here, newest first: the hours it counted, or why it counted none. */
function TrackRecordEvents({ record }: { record: TrackRecordView }) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  if (record.events.length === 0)
    return <EmptyState icon={<History className="h-10 w-10" />} title={t("history.personEmpty")} />;
  return (
    <section aria-label={t("trackRecord.eventsTitle")}>
      <h3 className="mb-1 text-sm font-semibold text-slate-900">{t("trackRecord.eventsTitle")}</h3>
      <ul className="divide-y divide-slate-100" data-testid="track-record-events">
        {record.events.map((row) => (
          <li key={row.eventId} className="flex items-start gap-3 py-3" data-testid={`track-record-${row.eventId}`}>
            <div className="min-w-0 flex-1">
              <Link
                to={`/dashboard/event-management?event=${encodeURIComponent(row.eventId)}`}
                className="font-medium break-words text-slate-900 hover:text-brand-700 hover:underline"
              >
                {row.name}
              </Link>
              <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                <span>{format.instant(row.startsAt)}</span>
                {row.location && (
                  <span className="inline-flex min-w-0 items-center gap-1">
                    <MapPin className="h-3 w-3 shrink-0" aria-hidden />
                    <span className="truncate">{row.location}</span>
                  </span>
                )}
              </div>
              <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
                <Badge tone={QUALIFICATION_TONES[row.qualification]}>
                  {t(`common:qualifications.${row.qualification}`)}
                </Badge>
                {row.noShow && !row.cancelled ? (
                  <Badge tone="red">
                    <UserX className="h-3 w-3" aria-hidden />
                    {t("trackRecord.noShow")}
                  </Badge>
                ) : (
                  <EventStatusBadge event={row} />
                )}
                {row.interested && (
                  <Badge tone="brand">
                    <Hand className="h-3 w-3" aria-hidden />
                    {t("trackRecord.raisedHand")}
                  </Badge>
                )}
              </div>
            </div>
            <span
              className={cn(
                "shrink-0 pt-0.5 text-sm font-semibold tabular-nums",
                row.hoursWorked > 0 ? "text-slate-900" : "text-slate-400",
              )}
            >
              {row.hoursWorked > 0 ? t("trackRecord.hours", { hours: format.number(row.hoursWorked) }) : "–"}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A person's track record at this organisation (decision 050): the figures, then each event. */
export function TrackRecordPanel({ record }: { record: TrackRecordView }) {
  return (
    <div className="flex flex-col gap-5" data-testid="track-record">
      <TrackRecordSummary record={record} />
      <TrackRecordEvents record={record} />
    </div>
  );
}
