/**
 * The caregivers feature as others use it (decision 038): an organisation's member list and its
 * add button (the super admin's organisations page), the members query (the SMS center's
 * recipients) and the key factory (the realtime refreshes).
 */

export { memberKeys } from "./api/keys";
export { listMembers, memberListQuery } from "./api/list-members";
export { AddMemberButton } from "./components/add-member-dialog";
export { CaregiverList } from "./components/caregiver-list";
