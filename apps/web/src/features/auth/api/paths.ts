/**
 * Better Auth's addresses the feature calls. The feature has no queries, so no keys: who is
 * signed in is lib/session's `me`, which the auth page asks again after a sign-in.
 */
export const authPath = (action: string) => `/api/auth/${action}`;
