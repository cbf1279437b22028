/**
 * The users feature as others use it (decision 038): stopping an impersonation, for the banner
 * app/ shows while a super admin acts as somebody.
 */
export { stopImpersonatingOnLeave, useStopImpersonation } from "./api/impersonation";
