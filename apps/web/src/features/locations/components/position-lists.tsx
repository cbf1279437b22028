import type { CaregiverPositionView, SharingMemberView } from "@hulppost/shared/locations";
import type { UseQueryResult } from "@tanstack/react-query";
import { Users } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useOnline } from "../../../lib/field/field-state";
import { CAREGIVER_TONE, PERSON_ICON, QUALIFICATION_ICONS } from "../caregiver-kinds";
import { ageMsNow, shownFreshness } from "../geo";

type Position = CaregiverPositionView | SharingMemberView;

/** One person's line: icon, name, post, how old the position is and how precise. */
function PositionRow({
  position,
  answeredAt,
  now,
  testId,
  extra,
}: {
  position: Position;
  answeredAt: number;
  now: number;
  testId: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation("locations");
  const online = useOnline();
  const ageMs = ageMsNow(position.ageSeconds, answeredAt, now);
  const freshness = shownFreshness(ageMs, !online);
  if (freshness === "gone") return null;
  const Icon = position.qualification ? QUALIFICATION_ICONS[position.qualification] : PERSON_ICON;
  const minutes = Math.floor(ageMs / 60_000);
  const age =
    minutes < 1
      ? t("age.justNow")
      : minutes < 60
        ? t("age.minutes", { count: minutes })
        : t("age.hours", { count: Math.floor(minutes / 60) });
  return (
    <li
      className={cn("flex items-start gap-3 py-2.5 first:pt-0 last:pb-0", freshness === "stale" && "opacity-70")}
      data-testid={testId}
      data-faded={freshness === "stale" ? "true" : undefined}
    >
      <span className={cn("flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2", CAREGIVER_TONE)}>
        <Icon className="h-4 w-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{position.name}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
          {position.qualification && <span>{t(`common:qualifications.${position.qualification}`)}</span>}
          <span>{age}</span>
          {position.accuracyM !== null && (
            <span>{t("share.accuracy", { metres: Math.round(position.accuracyM) })}</span>
          )}
          {freshness === "stale" && <Badge tone="amber">{t("age.stale")}</Badge>}
          {extra}
        </p>
      </div>
    </li>
  );
}

function ListState({ children }: { children: ReactNode }) {
  return <p className="py-2 text-sm text-slate-600">{children}</p>;
}

/**
 * The event's caregivers on the map, as a list: what the map shows, readable without it (a
 * screen reader, a phone with the map scrolled away). A caregiver not on the event is told why
 * they see nobody.
 */
export function EventCaregiversCard({ query, now }: { query: UseQueryResult<CaregiverPositionView[]>; now: number }) {
  const { t } = useTranslation("locations");
  let body: ReactNode;
  if (query.isPending) body = <Spinner className="h-5 w-5" />;
  else if (isApiError(query.error, "EVENT_NOT_FOUND")) body = <ListState>{t("event.notOnEvent")}</ListState>;
  else if (isApiError(query.error, "LOCATIONS_DISABLED")) body = <ListState>{t("errors.disabled")}</ListState>;
  else if (query.isError) body = <ListState>{t("event.loadFailed")}</ListState>;
  else if (query.data.length === 0) body = <ListState>{t("event.empty")}</ListState>;
  else
    body = (
      <ul className="divide-y divide-slate-100">
        {query.data.map((position) => (
          <PositionRow
            key={position.userId}
            position={position}
            answeredAt={query.dataUpdatedAt}
            now={now}
            testId={`caregiver-position-${position.userId}`}
          />
        ))}
      </ul>
    );
  return (
    <Card data-testid="event-caregiver-positions">
      <CardHeader>
        <CardTitle>{t("event.title")}</CardTitle>
        <p className="text-sm text-slate-600">{t("event.hint")}</p>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/** Admins: everyone in the organisation who shares, wherever they are, and whether on this map. */
export function SharingMembersCard({
  query,
  onMap,
  now,
}: {
  query: UseQueryResult<SharingMemberView[]>;
  /** The people drawn on the event's map now. */
  onMap: ReadonlySet<string>;
  now: number;
}) {
  const { t } = useTranslation("locations");
  let body: ReactNode;
  if (query.isPending) body = <Spinner className="h-5 w-5" />;
  else if (isApiError(query.error, "LOCATIONS_DISABLED")) body = <ListState>{t("errors.disabled")}</ListState>;
  else if (query.isError) body = <ListState>{t("members.loadFailed")}</ListState>;
  else if (query.data.length === 0) body = <ListState>{t("members.empty")}</ListState>;
  else
    body = (
      <ul className="divide-y divide-slate-100">
        {query.data.map((member) => (
          <PositionRow
            key={member.userId}
            position={member}
            answeredAt={query.dataUpdatedAt}
            now={now}
            testId={`sharing-member-${member.userId}`}
            extra={
              <>
                {member.role === "admin" && <Badge tone="brand">{t("members.admin")}</Badge>}
                {onMap.has(member.userId) && <Badge tone="blue">{t("members.onThisMap")}</Badge>}
              </>
            }
          />
        ))}
      </ul>
    );
  return (
    <Card data-testid="sharing-members-list">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="h-4 w-4 text-slate-500" aria-hidden />
          {t("members.title")}
        </CardTitle>
        <p className="text-sm text-slate-600">{t("members.hint")}</p>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
