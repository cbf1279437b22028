import type { BodyPart } from "@hulppost/shared/body-parts";

/**
 * The figures' regions as SVG paths, one per body part, in one coordinate box shared by both
 * figures. The regions tile the body edge to edge, so the figure reads as one body and a tap
 * anywhere on it lands on a region. Sizes are chosen so that at the ~140 px a figure gets on a
 * phone most regions stay near a finger's 24 px.
 */
export const VIEW_BOX = "3 0 94 235";

/**
 * Mirrors a path across the figure's centre line (x = 50). Only for paths written with absolute
 * M, L, C and Q commands, whose numbers are all x, y pairs; arcs would also need their sweep flipped.
 */
function mirror(d: string): string {
  let index = 0;
  return d.replace(/-?\d+(\.\d+)?/g, (n) => (index++ % 2 === 0 ? String(Math.round((100 - Number(n)) * 10) / 10) : n));
}

// The head is an ellipse (centre 50, 17.5; radii 13.5, 16.5): on the front, split at the hairline.
const HEAD_TOP = "M36.8 14 A13.5 16.5 0 0 1 63.2 14 Z";
const FACE = "M36.8 14 A13.5 16.5 0 1 0 63.2 14 Z";
const WHOLE_HEAD = "M36.5 17.5 A13.5 16.5 0 1 1 63.5 17.5 A13.5 16.5 0 1 1 36.5 17.5 Z";
// The neck's top follows the bottom of the head, so the two never overlap.
const NECK = "M42.5 31.2 A13.5 16.5 0 0 0 57.5 31.2 L58.5 46 L41.5 46 Z";
const UPPER_TORSO = "M41.5 46 L58.5 46 Q62 48 66 48.5 L66 64 L65 81 L35 81 L34 64 L34 48.5 Q38 48 41.5 46 Z";
const WAIST = "M35 81 L65 81 L66 104 L34 104 Z";

// The limbs on the viewer's left; the other side is their mirror image. Arms hang a little away
// from the body so that an arm and the trunk are never one tap apart.
const SHOULDER = "M34 48.5 L34 64 L18 63 C17.5 55 24 49 34 48.5 Z";
const UPPER_ARM = "M18 63 L34 64 L27.5 100 L12.5 99 Z";
const FOREARM = "M12.5 99 L27.5 100 L21 133 L8 132 Z";
const HAND = "M8 132 L21 133 C22 141 20.5 150 15.5 153.5 C11 156 6 153 5.5 146 C5 140 6.5 135 8 132 Z";
const THIGH = "M32 122 L49 132 L49 166 L35 166 C33.5 152 32 137 32 122 Z";
const KNEE = "M35 166 L49 166 L48.8 182 L36 182 C34.5 177 34.5 171 35 166 Z";
const LOWER_LEG = "M36 182 L48.8 182 C48.8 196 47.5 208 46.5 218 L38.5 218 C36.5 206 34 192 36 182 Z";
const FOOT =
  "M38.5 218 L46.5 218 C47.5 222 49 225.5 49 228.5 C49 231.5 47.5 232.5 45 232.5 L36 232.5 C32.5 232.5 31.5 230.5 33.5 228 C35.5 225.5 37.5 222 38.5 218 Z";
// Seen from behind, the thigh runs on through the hollow of the knee and starts under the buttock.
const BACK_THIGH =
  "M32 122 C32 129 37 133 43 133 C45.5 133 47.5 132.5 49 131.2 L49 182 L36 182 C34.5 172 32 140 32 122 Z";
const HEEL = "M38.5 218 L46.5 218 C49 221 50 228 48 231.5 C46.5 233.5 38.5 233.5 37 231.5 C35 228 36 221 38.5 218 Z";

/** Front figure: the patient faces the viewer, so the patient's right is on the viewer's left. */
export const FRONT_SHAPES: Partial<Record<BodyPart, string>> = {
  head: HEAD_TOP,
  face: FACE,
  neck: NECK,
  chest: UPPER_TORSO,
  abdomen: WAIST,
  pelvis: "M34 104 L66 104 L68 122 L51 132 L49 132 L32 122 Z",
  right_shoulder: SHOULDER,
  left_shoulder: mirror(SHOULDER),
  right_upper_arm: UPPER_ARM,
  left_upper_arm: mirror(UPPER_ARM),
  right_forearm: FOREARM,
  left_forearm: mirror(FOREARM),
  right_hand: HAND,
  left_hand: mirror(HAND),
  right_thigh: THIGH,
  left_thigh: mirror(THIGH),
  right_knee: KNEE,
  left_knee: mirror(KNEE),
  right_lower_leg: LOWER_LEG,
  left_lower_leg: mirror(LOWER_LEG),
  right_foot: FOOT,
  left_foot: mirror(FOOT),
};

/** Back figure: seen as a caregiver standing behind the patient, so the patient's left is on the viewer's left. */
export const BACK_SHAPES: Partial<Record<BodyPart, string>> = {
  back_of_head: WHOLE_HEAD,
  back_of_neck: NECK,
  upper_back: UPPER_TORSO,
  lower_back: WAIST,
  buttocks:
    "M34 104 L66 104 L68 122 C68 129 63 133 57 133 C54 133 51.5 132 50 130 C48.5 132 46 133 43 133 C37 133 32 129 32 122 Z",
  left_back_thigh: BACK_THIGH,
  right_back_thigh: mirror(BACK_THIGH),
  left_calf: LOWER_LEG,
  right_calf: mirror(LOWER_LEG),
  left_heel: HEEL,
  right_heel: mirror(HEEL),
};

/** The back figure's arms have no regions of their own; they are drawn faintly so the body looks whole. */
export const BACK_OUTLINE = [SHOULDER, UPPER_ARM, FOREARM, HAND].flatMap((d) => [d, mirror(d)]);
