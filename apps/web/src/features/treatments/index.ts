/**
 * The treatments feature as others use it (decision 038): the template picker of the patient form,
 * and the queries (same keys, same fetchers) field mode fetches ahead for it.
 */
export { categoriesQuery } from "./api/list-categories";
export { templatesQuery } from "./api/list-templates";
export { TreatmentTemplatePicker } from "./components/treatment-template-picker";
