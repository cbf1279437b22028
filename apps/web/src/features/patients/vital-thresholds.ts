/**
 * Values NEWS2 does not score but a caregiver must still notice. The server scores the seven NEWS2
 * parameters and the table colours those by their points; diastolic pressure, blood glucose and
 * pain have no NEWS2 part, so without these limits a diastolic of 130 or a sugar of 2.5 would look
 * as calm as a normal value. Kept in one place so every view judges a value the same way.
 */
export type AbnormalLevel = "mild" | "severe";

/**
 * Diastolic pressure in mmHg. Under 50 goes with shock or a vasovagal collapse; above 110 is
 * severe hypertension, where a hypertensive emergency has to be ruled out; 100–110 is raised,
 * worth a second look but not an emergency on its own.
 */
export const DIASTOLIC_LIMITS = { severeBelow: 50, mildFrom: 100, severeAbove: 110 } as const;

/**
 * Blood glucose in mmol/L, the unit of the contract's VITAL_RANGES. Under 4.0 is hypoglycaemia
 * ("four is the floor"): treat now, so it is severe. Above 11.0 is hyperglycaemia: abnormal and
 * worth acting on, rarely the emergency of the moment at a post.
 */
export const GLUCOSE_LIMITS = { severeBelow: 4.0, mildAbove: 11.0 } as const;

/** Pain on the 0–10 scale: 7 and up is severe pain that should not wait for pain relief. */
export const PAIN_LIMITS = { mildFrom: 7 } as const;

export function diastolicLevel(value: number | null): AbnormalLevel | null {
  if (value === null) return null;
  if (value < DIASTOLIC_LIMITS.severeBelow || value > DIASTOLIC_LIMITS.severeAbove) return "severe";
  return value >= DIASTOLIC_LIMITS.mildFrom ? "mild" : null;
}

export function glucoseLevel(value: number | null): AbnormalLevel | null {
  if (value === null) return null;
  if (value < GLUCOSE_LIMITS.severeBelow) return "severe";
  return value > GLUCOSE_LIMITS.mildAbove ? "mild" : null;
}

export function painLevel(value: number | null): AbnormalLevel | null {
  return value !== null && value >= PAIN_LIMITS.mildFrom ? "mild" : null;
}
