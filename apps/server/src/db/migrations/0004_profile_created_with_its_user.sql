-- A login and its profile are written in one transaction. Better Auth's after-create hooks run
-- only once its transaction has committed, so the profile is written in the before-create hook,
-- inside that transaction, a moment before the user row: the reference to the user is checked
-- at commit instead of at once. A user without a profile (sign-up answered 500 halfway, and the
-- address could never be used again) can no longer exist.
ALTER TABLE "profiles" ALTER CONSTRAINT "profiles_user_id_users_id_fk" DEFERRABLE INITIALLY DEFERRED;
