/** Regions on the front figure; "right" and "left" are the patient's own. */
const FRONT_PARTS = [
  "head",
  "face",
  "neck",
  "chest",
  "abdomen",
  "pelvis",
  "right_shoulder",
  "left_shoulder",
  "right_upper_arm",
  "left_upper_arm",
  "right_forearm",
  "left_forearm",
  "right_hand",
  "left_hand",
  "right_thigh",
  "left_thigh",
  "right_knee",
  "left_knee",
  "right_lower_leg",
  "left_lower_leg",
  "right_foot",
  "left_foot",
] as const;

/** Regions on the back figure. */
const BACK_PARTS = [
  "back_of_head",
  "back_of_neck",
  "upper_back",
  "lower_back",
  "buttocks",
  "right_back_thigh",
  "left_back_thigh",
  "right_calf",
  "left_calf",
  "right_heel",
  "left_heel",
] as const;

/** Body regions a caregiver can mark as affected, front and back. */
export const BODY_PARTS = [...FRONT_PARTS, ...BACK_PARTS] as const;
export type BodyPart = (typeof BODY_PARTS)[number];
export const BODY_SIDES = ["front", "back"] as const;
export type BodySide = (typeof BODY_SIDES)[number];

const BACK = new Set<BodyPart>(BACK_PARTS);

/** Which figure a region is drawn on. */
export const BODY_PART_SIDE = Object.fromEntries(
  BODY_PARTS.map((part) => [part, BACK.has(part) ? "back" : "front"]),
) as Record<BodyPart, BodySide>;
