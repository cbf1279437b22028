/**
 * The organizations feature as others use it (decision 038): the organisation's fields and
 * settings forms the admin's settings show, its details query and update (the admin's system
 * tab), and the key factory (the audit log, billing and the realtime refreshes).
 */
export { getOrganization, useOrganizationView } from "./api/get-organization";
export { orgKeys } from "./api/keys";
export { updateOrganization, useUpdateOrganization } from "./api/update-organization";
export { OrganizationFields } from "./components/organization-fields";
export { OrganizationSettingsForm } from "./components/organization-settings-form";
