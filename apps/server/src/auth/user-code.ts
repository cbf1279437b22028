import { randomInt } from "node:crypto";
import { USER_CODE_ALPHABET } from "@hulppost/shared/constants";

/** A code a caregiver can read out to an admin: `USER-` and six characters without look-alikes. */
export function generateUserCode(): string {
  let code = "USER-";
  for (let i = 0; i < 6; i++) code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  return code;
}
