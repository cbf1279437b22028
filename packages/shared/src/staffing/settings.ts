/** The staffing rules as the Options tab reads and saves them (decision 050). */
import { z } from "zod";
import { editVersion } from "../validation";
import { staffingRules } from "./rules";

export const staffingRulesView = z.object({
  rules: staffingRules,
  /** Nothing stored: the product's rules (DEFAULT_STAFFING_RULES) apply and follow it when it changes. */
  isDefault: z.boolean(),
  /** The settings' version the form was loaded from (decision 036). */
  version: z.number(),
});
export type StaffingRulesView = z.infer<typeof staffingRulesView>;

/** Every rule at once (a form shows them all) and the version it was loaded from. */
export const staffingRulesBody = staffingRules.extend({ version: editVersion }).strict();
export type StaffingRulesInput = z.infer<typeof staffingRulesBody>;
