import type { PatientStatus, Urgency } from "../patients";

/**
 * NEWS2 5 or more asks for an urgent response, 7 or more for an emergency response (clinical.md).
 * From this score on, a record whose urgency is not "high" contradicts its own measurements.
 */
export const URGENT_NEWS2 = 5;

type Scored = { latestNews2Total: number | null; urgency: Urgency };

/** The latest NEWS2 says urgent while the urgency says otherwise: the record offers to raise it. */
export const urgencyBelowNews2 = ({ latestNews2Total, urgency }: Scored) =>
  latestNews2Total !== null && latestNews2Total >= URGENT_NEWS2 && urgency !== "high";

/**
 * Closing the record of someone whose latest NEWS2 is urgent (they go home or back to the event)
 * asks for confirmation and a reason, kept in the record's history. A referral or a 112 call is
 * what such a score asks for, so it needs none.
 */
export const leavingNeedsReason = (latestNews2Total: number | null, to: PatientStatus) =>
  to === "completed" && latestNews2Total !== null && latestNews2Total >= URGENT_NEWS2;
