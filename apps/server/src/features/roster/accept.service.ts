import type { RosterAcceptInput, RosterAcceptView } from "@hulppost/shared/roster";
import type { AppDeps } from "../../app-deps";
import type { OrgAccess } from "../../http/context";
import { AppError } from "../../http/errors";

export async function acceptRoster(
  _deps: AppDeps,
  _access: OrgAccess,
  _input: RosterAcceptInput,
  _ip: string,
  _request?: Request,
): Promise<RosterAcceptView> {
  throw new AppError(501, "INTERNAL_ERROR", "Not built yet");
}
