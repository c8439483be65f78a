DROP INDEX "attempts_one_open";--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "mode" text DEFAULT 'practice' NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "mode" text DEFAULT 'practice' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "reports_user_test" ON "reports" USING btree ("user_id","test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_open" ON "attempts" USING btree ("user_id","test_id","mode") WHERE "attempts"."submitted_at" is null;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_mode" CHECK ("attempts"."mode" in ('practice', 'recharge'));