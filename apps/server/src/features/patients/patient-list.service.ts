import {
  PATIENT_STATUSES,
  type PatientListItem,
  type PatientListScope,
  type PatientListView,
  type PatientStatus,
  type patientListQuery,
  URGENCIES,
  type Urgency,
} from "@hulppost/shared/patients";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { organizationSettings, patients, profiles } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { nextObservationAt } from "../notifications/observations-due";
import { nameSearch, patientAge } from "./patient-views";

type ListQuery = z.output<typeof patientListQuery>;

const URGENCY_ORDER = sql`case ${patients.urgency} when 'high' then 0 when 'medium' then 1 when 'low' then 2 else 3 end`;
const STATUS_ORDER = sql`case ${patients.status} when 'call_112' then 0 when 'hospital_referral' then 1
  when 'under_treatment' then 2 else 3 end`;

/** The next observation's time, from the organisation's intervals (decision 046). */
const NEXT_OBSERVATION = nextObservationAt({ ...patients, settings: organizationSettings.observationIntervals });

/** A patient whose observation is overdue comes first at the post, the longest overdue first (decision 047). */
const OVERDUE_FIRST = sql`case when ${NEXT_OBSERVATION} <= now() then ${NEXT_OBSERVATION} end asc nulls last`;

const ORDER: Record<ListQuery["sort"], SQL[]> = {
  priority: [OVERDUE_FIRST, sql`${patients.latestNews2Total} desc nulls last`, URGENCY_ORDER, asc(patients.arrivedAt)],
  arrived_desc: [desc(patients.arrivedAt)],
  arrived_asc: [asc(patients.arrivedAt)],
  urgency: [URGENCY_ORDER, desc(patients.arrivedAt)],
  news2: [sql`${patients.latestNews2Total} desc nulls last`, desc(patients.arrivedAt)],
  name: [
    sql`lower(${patients.lastName}) asc nulls last`,
    sql`lower(${patients.firstName}) asc nulls last`,
    desc(patients.arrivedAt),
  ],
  status: [STATUS_ORDER, desc(patients.arrivedAt)],
  observation: [sql`${NEXT_OBSERVATION} asc nulls last`, URGENCY_ORDER, asc(patients.arrivedAt)],
};

/** Still at the post as the list's "at_post" scope means it (isAtPost in the shared contract). */
const atPostCondition = sql`${patients.status} <> 'completed' and ${patients.dischargedAt} is null`;
const SCOPE_CONDITION = { at_post: atPostCondition, done: sql`not (${atPostCondition})` } as const;

/** Present in the status bar: being treated or waiting for the ambulance, and not yet gone. */
const presentCondition = sql`${patients.status} in ('under_treatment', 'call_112') and ${patients.dischargedAt} is null`;

type Group = {
  status: PatientStatus;
  urgency: Urgency;
  open: boolean;
  atPost: boolean;
  recent: boolean;
  n: number;
};

/**
 * The patients of one event, a page at a time, with the counts per status and urgency and the
 * post's status bar. A fixed number of queries whatever the number of patients: the page, one
 * grouped count over the event (at most 64 rows) from which every count is summed, and only when
 * searching by name a count of the matches. The caller has checked access (requireEventPost).
 */
export async function computePatientList(
  db: Db,
  access: OrgAccess,
  eventId: string,
  query: ListQuery,
): Promise<PatientListView> {
  const scope = and(eq(patients.eventId, eventId), eq(patients.organizationId, access.organizationId));
  const filters: SQL[] = [];
  if (query.scope !== "all") filters.push(SCOPE_CONDITION[query.scope]);
  if (query.status?.length) filters.push(inArray(patients.status, query.status));
  if (query.urgency?.length) filters.push(inArray(patients.urgency, query.urgency));
  if (query.search) filters.push(nameSearch(containsPattern(query.search)));
  const where = and(scope, ...filters);

  const offset = (query.page - 1) * query.pageSize;
  const [rows, groups, searched] = await Promise.all([
    db
      .select({
        id: patients.id,
        firstName: patients.firstName,
        lastName: patients.lastName,
        birthDate: patients.birthDate,
        estimatedAge: patients.estimatedAge,
        sex: patients.sex,
        urgency: patients.urgency,
        status: patients.status,
        complaint: patients.complaint,
        arrivedAt: patients.arrivedAt,
        dischargedAt: patients.dischargedAt,
        latestNews2Total: patients.latestNews2Total,
        latestNews2Risk: patients.latestNews2Risk,
        latestVitalsAt: patients.latestVitalsAt,
        spo2Scale2: patients.spo2Scale2,
        treatedFirst: profiles.firstName,
        treatedLast: profiles.lastName,
        nextObservationAt: sql<string | Date | null>`${NEXT_OBSERVATION}`,
      })
      .from(patients)
      .leftJoin(profiles, eq(profiles.userId, patients.treatedBy))
      .leftJoin(organizationSettings, eq(organizationSettings.organizationId, patients.organizationId))
      .where(where)
      .orderBy(...ORDER[query.sort], asc(patients.id))
      .limit(query.pageSize)
      .offset(offset),
    db
      .select({
        status: patients.status,
        urgency: patients.urgency,
        open: sql<boolean>`${presentCondition}`,
        atPost: sql<boolean>`${atPostCondition}`,
        recent: sql<boolean>`${patients.arrivedAt} > now() - interval '1 hour'`,
        referral: sql<boolean>`${patients.status} in ('hospital_referral', 'call_112') and ${patients.dischargedAt} is null`,
        n: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(patients)
      .where(scope)
      .groupBy(sql`1, 2, 3, 4, 5, 6`),
    query.search
      ? db
          .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
          .from(patients)
          .where(where)
      : Promise.resolve(null),
  ]);
  const sum = (keep: (g: Group & { referral: boolean }) => boolean) =>
    groups.filter(keep).reduce((total, g) => total + g.n, 0);
  const inScope = (g: Group) => query.scope === "all" || (query.scope === "at_post") === g.atPost;
  const matchesFilters = (g: Group) =>
    inScope(g) &&
    (!query.status?.length || query.status.includes(g.status)) &&
    (!query.urgency?.length || query.urgency.includes(g.urgency));
  const now = new Date();
  const items: PatientListItem[] = rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    ageYears: patientAge(r, now),
    sex: r.sex,
    urgency: r.urgency,
    status: r.status,
    complaint: r.complaint,
    arrivedAt: r.arrivedAt.toISOString(),
    dischargedAt: r.dischargedAt?.toISOString() ?? null,
    latestNews2Total: r.latestNews2Total,
    latestNews2Risk: r.latestNews2Risk,
    latestVitalsAt: r.latestVitalsAt?.toISOString() ?? null,
    treatedByName: r.treatedFirst || r.treatedLast ? `${r.treatedFirst ?? ""} ${r.treatedLast ?? ""}`.trim() : null,
    spo2Scale2: r.spo2Scale2,
    nextObservationAt: r.nextObservationAt ? new Date(r.nextObservationAt).toISOString() : null,
  }));
  const byEach = <K extends string>(keys: readonly K[], pick: (g: Group) => boolean | K, extra = (_g: Group) => true) =>
    Object.fromEntries(keys.map((k) => [k, sum((g) => pick(g) === k && extra(g))])) as Record<K, number>;
  return {
    items,
    total: searched ? (searched[0]?.n ?? 0) : sum(matchesFilters),
    page: query.page,
    pageSize: query.pageSize,
    counts: {
      scope: {
        at_post: sum((g) => g.atPost),
        done: sum((g) => !g.atPost),
        all: sum(() => true),
      } satisfies Record<PatientListScope, number>,
      status: byEach(PATIENT_STATUSES, (g) => g.status, inScope),
      urgency: byEach(URGENCIES, (g) => g.urgency, inScope),
    },
    post: {
      total: sum(() => true),
      present: sum((g) => g.open),
      byUrgency: byEach(
        URGENCIES,
        (g) => g.urgency,
        (g) => g.open,
      ),
      referralsUnderway: sum((g) => g.referral),
      arrivalsLastHour: sum((g) => g.recent),
    },
  };
}
