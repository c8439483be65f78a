-- A session (a family of refresh tokens) that has just ended is announced on the channel
-- sessions_ended, its family id the payload, so every server process drops it from the sessions it
-- keeps as open (server/modules/auth/open-sessions.ts). NOTIFY is delivered at commit, so a rolled
-- back revocation announces nothing. Every way a session ends is here: a sign-out, a stolen token
-- replayed, a password change or reset, a staff member removed by a tenant sync (in any process),
-- and rows deleted with their user or tenant. A rotation revokes one token but adds the next in the
-- same transaction, so its family still has a live token and is not announced.
CREATE FUNCTION "announce_sessions_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_ended', f."family_id"::text)
  FROM (SELECT DISTINCT c."family_id" FROM "changed_tokens" AS c) AS f
  WHERE NOT EXISTS (
    SELECT 1 FROM "refresh_tokens" AS t
    WHERE t."family_id" = f."family_id" AND t."revoked_at" IS NULL AND t."expires_at" > now()
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_revoked_announce" AFTER UPDATE ON "refresh_tokens" REFERENCING NEW TABLE AS "changed_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "announce_sessions_ended"();
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_deleted_announce" AFTER DELETE ON "refresh_tokens" REFERENCING OLD TABLE AS "changed_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "announce_sessions_ended"();
