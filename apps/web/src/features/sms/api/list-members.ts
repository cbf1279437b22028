import { useQuery } from "@tanstack/react-query";
import { memberListQuery } from "../../members";

/** Every member, unfiltered: the picker searches them itself. */
const ALL_MEMBERS = { search: "", qualification: "", role: "" } as const;

/**
 * The people a coordinator may pick by name: the caregivers feature's own list (same key, same
 * fetcher), fetched whole once so ticked people stay ticked while the search changes.
 */
export const useSmsMembers = (orgId: string) => useQuery(memberListQuery(orgId, ALL_MEMBERS));
