-- An account whose email is not verified holds nobody's details: what a sign-up typed waits in
-- "registrations" until the code is entered with that sign-up's token (0014). Accounts left
-- pending by the earlier rule, which kept the first registration's details on the account, are
-- cleared: their owner signs up again, and only the details of the sign-up that proves the
-- mailbox reach the account. '!none' is NO_PASSWORD (server/lib/password-hash.ts): no password
-- signs in to it.
UPDATE "users"
SET "first_name" = '', "last_name" = '', "mobile" = NULL, "dob" = NULL, "password_hash" = '!none', "updated_at" = now()
WHERE "email_verified_at" IS NULL AND "role" = 'learner';
