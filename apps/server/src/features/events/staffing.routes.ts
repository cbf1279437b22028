import { z } from "@hono/zod-openapi";
import { QUALIFICATIONS } from "@hulppost/shared/constants";
import {
  assignBody,
  assignmentPostBody,
  assignmentView,
  assignResult,
  eventView,
  postLeaderBody,
} from "@hulppost/shared/events";
import { noShowBody } from "@hulppost/shared/staffing/track-record";
import { staffingCandidateView, vacancyView } from "@hulppost/shared/staffing/warnings";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { changeAssignmentPost } from "./assignment-post.service";
import { setNoShow } from "./no-show.service";
import {
  assignCaregiver,
  listCandidates,
  listMyEvents,
  listVacancies,
  raiseInterest,
  setPostLeader,
  unassignCaregiver,
  withdrawInterest,
} from "./staffing.service";

const tags = ["Staffing"];
const eventParams = z.object({ orgId: z.string(), eventId: z.uuid() });
/** Open shifts for me (decision 048): without a clash with my events or absences. */
const vacancyQuery = z.object({ eligible: z.enum(["true", "false"]).optional() });

export function staffingRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/events/{eventId}/candidates",
      tags,
      summary:
        "Members who could work the event, with who raised a hand, who is busy elsewhere or away then, and the staffing rules assigning each would break",
      permission: "events.manage",
      request: { params: eventParams, query: z.object({ qualification: z.enum(QUALIFICATIONS).optional() }) },
      responses: { 200: jsonContent(z.array(staffingCandidateView), "Interested first, then by name") },
    }),
    async (c) =>
      c.json(
        await listCandidates(
          deps.db,
          c.get("access"),
          c.req.valid("param").eventId,
          c.req.valid("query").qualification,
          deps.config.APP_TIMEZONE,
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/events/{eventId}/assignments",
      tags,
      summary: "Assign a caregiver to a post (mail, and SMS when switched on); warns of overlapping events",
      permission: "events.manage",
      request: { params: eventParams, ...jsonBody(assignBody) },
      responses: { 201: jsonContent(assignResult, "The assignment and any overlapping events") },
    }),
    async (c) =>
      c.json(
        await assignCaregiver(
          deps,
          c.get("access"),
          c.req.valid("param").eventId,
          c.req.valid("json"),
          c.get("clientIp"),
          c.req.raw,
        ),
        201,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/events/{eventId}/assignments/{userId}",
      tags,
      summary: "Take a caregiver off an event (they are told)",
      permission: "events.manage",
      request: { params: eventParams.extend({ userId: z.uuid() }) },
      responses: { 204: { description: "Unassigned" } },
    }),
    async (c) => {
      const { eventId, userId } = c.req.valid("param");
      await unassignCaregiver(deps, c.get("access"), eventId, userId, c.get("clientIp"), c.req.raw);
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/events/{eventId}/assignments/{userId}/post-leader",
      tags,
      summary:
        "Mark an assigned caregiver as the event's post leader (may declare and close an incident while it is live), or unmark",
      permission: "events.manage",
      request: { params: eventParams.extend({ userId: z.uuid() }), ...jsonBody(postLeaderBody) },
      responses: { 200: jsonContent(assignmentView, "The assignment with its mark") },
    }),
    async (c) => {
      const { eventId, userId } = c.req.valid("param");
      return c.json(
        await setPostLeader(
          deps.db,
          c.get("access"),
          eventId,
          userId,
          c.req.valid("json").postLeader,
          c.get("clientIp"),
        ),
        200,
      );
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/events/{eventId}/assignments/{userId}/post",
      tags,
      summary: "Move an assigned caregiver to another post they are qualified for (they are told)",
      permission: "events.manage",
      request: { params: eventParams.extend({ userId: z.uuid() }), ...jsonBody(assignmentPostBody) },
      responses: { 200: jsonContent(assignmentView, "The assignment with its post") },
    }),
    async (c) => {
      const { eventId, userId } = c.req.valid("param");
      return c.json(
        await changeAssignmentPost(
          deps,
          c.get("access"),
          eventId,
          userId,
          c.req.valid("json").qualification,
          c.get("clientIp"),
        ),
        200,
      );
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/events/{eventId}/assignments/{userId}/no-show",
      tags,
      summary:
        "Mark that an assigned caregiver did not come, or take the mark off; only once the event has started (the hours no longer count as worked)",
      permission: "events.manage",
      request: { params: eventParams.extend({ userId: z.uuid() }), ...jsonBody(noShowBody) },
      responses: { 200: jsonContent(assignmentView, "The assignment with its mark") },
    }),
    async (c) => {
      const { eventId, userId } = c.req.valid("param");
      return c.json(
        await setNoShow(deps.db, c.get("access"), eventId, userId, c.req.valid("json").noShow, c.get("clientIp")),
        200,
      );
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/events/{eventId}/interest",
      tags,
      summary: "Raise my hand for an upcoming event",
      permission: "events.interest",
      request: { params: eventParams },
      responses: { 200: jsonContent(eventView, "The event, with my interest") },
    }),
    async (c) =>
      c.json(await raiseInterest(deps.db, c.get("access"), c.req.valid("param").eventId, c.get("clientIp")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/events/{eventId}/interest",
      tags,
      summary: "Withdraw my raised hand",
      permission: "events.interest",
      request: { params: eventParams },
      responses: { 200: jsonContent(eventView, "The event, without my interest") },
    }),
    async (c) =>
      c.json(await withdrawInterest(deps.db, c.get("access"), c.req.valid("param").eventId, c.get("clientIp")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/vacancies",
      tags,
      summary:
        "Upcoming events that still need someone with one of my qualifications; `eligible=true` leaves out those that overlap my events or absences or break a staffing rule I cannot waive (rest, weekly hours, minors)",
      permission: "events.read",
      request: { params: orgParams, query: vacancyQuery },
      responses: { 200: jsonContent(z.array(vacancyView), "By start, with a weekday I avoid and my month's events") },
    }),
    async (c) => c.json(await listVacancies(deps.db, c.get("access"), c.req.valid("query").eligible === "true"), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/vacancies/count",
      tags,
      summary:
        "How many vacancies I have (the header badge); `eligible=true` counts those the list with it shows (no clash, no rule broken)",
      permission: "events.read",
      request: { params: orgParams, query: vacancyQuery },
      responses: { 200: jsonContent(z.object({ count: z.number() }), "The number") },
    }),
    async (c) =>
      c.json(
        { count: (await listVacancies(deps.db, c.get("access"), c.req.valid("query").eligible === "true")).length },
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/my-events",
      tags,
      summary: "The events I am assigned to in this organisation, newest first",
      permission: "events.read",
      request: { params: orgParams },
      responses: { 200: jsonContent(z.array(eventView), "My events") },
    }),
    async (c) => c.json(await listMyEvents(deps.db, c.get("access")), 200),
  );
  return router;
}
