/**
 * The profile feature as others use it (decision 038): the personal fields an admin edits for a
 * member too, and the save of the person's language the header's language switcher makes.
 */
export { useSetLanguage } from "./api/set-language";
export { ProfileFields, toFormValues } from "./profile-details-form";
