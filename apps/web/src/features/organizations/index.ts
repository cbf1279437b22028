/**
 * The organizations feature as others use it (decision 038): the organisation's fields and
 * settings forms the admin's settings show, and its queries.
 */
export { OrganizationFields } from "./components/organization-fields";
export { OrganizationSettingsForm } from "./components/organization-settings-form";
export { getOrganization, orgKeys, platformKeys, updateOrganization } from "./organizations-api";
