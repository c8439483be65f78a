-- A report's answers go with it (report_answers has no foreign key to reports: see schema/attempts.ts).
-- One statement-level trigger per deleting statement, cascades from users, tests, attempts and tenants included.
CREATE FUNCTION "report_answers_follow_reports"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "report_answers" AS a USING "deleted_reports" AS r WHERE a."report_id" = r."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reports_delete_answers" AFTER DELETE ON "reports" REFERENCING OLD TABLE AS "deleted_reports" FOR EACH STATEMENT EXECUTE FUNCTION "report_answers_follow_reports"();
