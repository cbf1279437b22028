import type { MemberRole, Role } from "@hulppost/shared/constants";
import type { EffectiveOrgRole } from "@hulppost/shared/permissions";
import type { Logger } from "../platform/logger";

/** The signed-in person behind a request. */
export interface Viewer {
  userId: string;
  email: string;
  name: string;
  roles: Role[];
  sessionId: string;
  /** The super admin's id while they act as this person. */
  impersonatedBy: string | null;
}

/** The tenancy of an organisation-scoped request, resolved once by the authorize middleware. */
export interface OrgAccess {
  viewer: Viewer;
  organizationId: string;
  memberRole: MemberRole | null;
  role: EffectiveOrgRole;
  /** The organisation's data_version when the request started: the key of cached answers. */
  dataVersion: number | null;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    /** Made on first use by `requestLogger` (http/middleware.ts), not for every request. */
    logger: Logger | undefined;
    clientIp: string;
    viewer: Viewer | null | undefined;
    access: OrgAccess;
  };
}
