/**
 * The caregivers feature as others use it (decision 038): an organisation's member list and its
 * add button (the super admin's organisations page), and the members query (the SMS center's
 * recipients).
 */

export { listMembers, memberKeys } from "./caregivers-api";
export { AddMemberButton } from "./components/add-member-dialog";
export { CaregiverList } from "./components/caregiver-list";
