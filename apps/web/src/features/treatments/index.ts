/**
 * The treatments feature as others use it (decision 038): the template picker of the patient form,
 * and the template queries field mode fetches ahead.
 */
export { TreatmentTemplatePicker } from "./components/treatment-template-picker";
export { listCategories, listTemplates, treatmentKeys } from "./treatments-api";
