ALTER TABLE "reports" ADD COLUMN "closed_by" text DEFAULT 'learner' NOT NULL;--> statement-breakpoint
CREATE INDEX "attempts_open_deadline" ON "attempts" USING btree ("deadline_at") WHERE "attempts"."submitted_at" is null;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_closed_by" CHECK ("reports"."closed_by" in ('learner', 'late', 'server'));