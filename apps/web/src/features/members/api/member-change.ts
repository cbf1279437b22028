import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { organizationWrite } from "./keys";

/**
 * The hook of a change to one member or invitation of the organisation: `change(orgId, variables)`,
 * then the organisation refreshed (`organizationWrite`), then the screen's messages.
 */
export function useMemberChange<TData, TVariables>(
  orgId: string,
  change: (orgId: string, variables: TVariables) => Promise<TData>,
  callbacks: MutationCallbacks<TData, TVariables>,
) {
  return useApiMutation((variables: TVariables) => change(orgId, variables), callbacks, organizationWrite(orgId));
}
