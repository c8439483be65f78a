CREATE TABLE "tutor_answers" (
	"attempt_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" uuid NOT NULL,
	"selected" jsonb NOT NULL,
	"status" text NOT NULL,
	"confidence" text NOT NULL,
	"confidence_chosen" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tutor_answers_attempt_id_position_pk" PRIMARY KEY("attempt_id","position"),
	CONSTRAINT "tutor_answers_status" CHECK ("tutor_answers"."status" in ('Correct', 'Partial', 'Wrong'))
);
--> statement-breakpoint
ALTER TABLE "attempts" DROP CONSTRAINT "attempts_mode";--> statement-breakpoint
ALTER TABLE "tests" DROP CONSTRAINT "tests_kind";--> statement-breakpoint
DROP INDEX "reports_tenant_user";--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "tutor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_answers" ADD CONSTRAINT "tutor_answers_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_answers_question" ON "report_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "reports_tenant_user_ranked" ON "reports" USING btree ("tenant_id","user_id","percentage","test_id","created_at") WHERE "reports"."mode" <> 'custom';--> statement-breakpoint
CREATE INDEX "tests_owner_created" ON "tests" USING btree ("owner_id","created_at") WHERE "tests"."owner_id" is not null;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_mode" CHECK ("attempts"."mode" in ('practice', 'recharge', 'custom'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_mode" CHECK ("reports"."mode" in ('practice', 'recharge', 'custom'));--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_owner" CHECK (("tests"."kind" = 'custom') = ("tests"."owner_id" is not null));--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_kind" CHECK ("tests"."kind" in ('set', 'topic', 'custom'));