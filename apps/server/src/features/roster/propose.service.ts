import type { RosterProposalInput, RosterProposalView } from "@hulppost/shared/roster";
import type { AppDeps } from "../../app-deps";
import type { OrgAccess } from "../../http/context";
import { AppError } from "../../http/errors";

export async function proposeRoster(
  _deps: AppDeps,
  _access: OrgAccess,
  _input: RosterProposalInput,
): Promise<RosterProposalView> {
  throw new AppError(501, "INTERNAL_ERROR", "Not built yet");
}
