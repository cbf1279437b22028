import type { Qualification } from "@hulppost/shared/constants";
import { Cross, HeartPulse, type LucideIcon, Stethoscope, UserRound } from "lucide-react";

/**
 * Each post has its own icon and every marker its person's name: the map never tells people apart
 * by colour alone. One blue for all caregivers keeps them apart from the assets' colours.
 */
export const QUALIFICATION_ICONS: Record<Qualification, LucideIcon> = {
  doctor: Stethoscope,
  nurse: HeartPulse,
  first_aider: Cross,
};
export const PERSON_ICON = UserRound;
export const CAREGIVER_TONE = "border-sky-700 bg-sky-600 text-white";
/** The accuracy circle, in the markers' blue. */
export const ACCURACY_COLOUR = "#0284c7";
