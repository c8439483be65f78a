-- Every write of reports adds to its learners' users.report_writes, in the writing transaction: the
-- leaderboard's stamp sums that column over a provider's users (one row per learner) instead of
-- counting its reports on every view, and sees a report exactly when it is committed, on any process.
-- A learner's own row, never a provider-wide one: concurrent submissions of different learners never
-- wait on each other. Statement-level: one update per learner however many rows a statement writes
-- (a bulk insert, a cascade from attempts or tests). A cascade from the learner's own deletion finds
-- no row to update; users are never deleted (staff are disabled), and their count is in the stamp too.
CREATE FUNCTION "reports_count_on_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" AS u SET "report_writes" = u."report_writes" + w.n
    FROM (SELECT "user_id", count(*)::int AS n FROM "new_reports" GROUP BY "user_id") AS w
    WHERE u."id" = w."user_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "users" AS u SET "report_writes" = u."report_writes" + w.n
    FROM (SELECT "user_id", count(*)::int AS n FROM "old_reports" GROUP BY "user_id") AS w
    WHERE u."id" = w."user_id";
  ELSE
    -- An update counts for the learner before and after (a report moved between learners changes both).
    UPDATE "users" AS u SET "report_writes" = u."report_writes" + w.n
    FROM (
      SELECT "user_id", count(*)::int AS n
      FROM (SELECT "user_id" FROM "old_reports" UNION ALL SELECT "user_id" FROM "new_reports") AS changed
      GROUP BY "user_id"
    ) AS w
    WHERE u."id" = w."user_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reports_inserted_count" AFTER INSERT ON "reports" REFERENCING NEW TABLE AS "new_reports" FOR EACH STATEMENT EXECUTE FUNCTION "reports_count_on_users"();
--> statement-breakpoint
CREATE TRIGGER "reports_updated_count" AFTER UPDATE ON "reports" REFERENCING OLD TABLE AS "old_reports" NEW TABLE AS "new_reports" FOR EACH STATEMENT EXECUTE FUNCTION "reports_count_on_users"();
--> statement-breakpoint
CREATE TRIGGER "reports_deleted_count" AFTER DELETE ON "reports" REFERENCING OLD TABLE AS "old_reports" FOR EACH STATEMENT EXECUTE FUNCTION "reports_count_on_users"();
