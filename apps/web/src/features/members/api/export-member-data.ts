import { downloadFile } from "../../../lib/download";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";

/** An admin answers a member's request (decision 054): what this organisation keeps about them, as a ZIP. */
export const useExportMemberData = (orgId: string, callbacks: MutationCallbacks<void, string>) =>
  useApiMutation(
    (userId: string) => downloadFile(`/api/orgs/${orgId}/members/${userId}/data-export`, "hulppost-gegevens.zip"),
    callbacks,
  );
