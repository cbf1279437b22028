/** The profile feature as others use it (decision 038): the personal fields an admin edits for a member too. */
export { ProfileFields, toFormValues } from "./profile-details-form";
