import type { CloseAccountBody } from "@hulppost/shared/erasure";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { users } from "../../db/schema/index";
import type { Viewer } from "../../http/context";
import { AppError, forbidden } from "../../http/errors";

/**
 * The person proves it is them before their account closes: their password, and their TOTP code
 * when two-factor sign-in is on, both checked by Better Auth on the request's own session (its
 * verify-password and verify-totp endpoints). A super admin acting as them may not close it.
 */
export async function confirmIdentity(deps: AppDeps, headers: Headers, viewer: Viewer, body: CloseAccountBody) {
  if (viewer.impersonatedBy) throw forbidden("A super admin acting as someone cannot close their account");
  try {
    await deps.auth.api.verifyPassword({ body: { password: body.password }, headers });
  } catch (error) {
    if (error instanceof APIError)
      throw new AppError(400, "INVALID_PASSWORD", "The password is not right", { password: "invalidPassword" });
    throw error;
  }
  const [user] = await deps.db
    .select({ twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, viewer.userId));
  if (!user?.twoFactorEnabled) return;
  if (!body.totpCode)
    throw new AppError(400, "TWO_FACTOR_INVALID_CODE", "Enter the code of your authenticator app", {
      totpCode: "required",
    });
  try {
    await deps.auth.api.verifyTOTP({ body: { code: body.totpCode }, headers });
  } catch (error) {
    if (error instanceof APIError)
      throw new AppError(400, "TWO_FACTOR_INVALID_CODE", "The code is not right", { totpCode: "invalidCode" });
    throw error;
  }
}
