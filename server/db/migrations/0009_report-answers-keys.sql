ALTER TABLE "report_answers" DROP CONSTRAINT "report_answers_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "report_answers" DROP CONSTRAINT "report_answers_report_id_reports_id_fk";
--> statement-breakpoint
ALTER TABLE "report_answers" DROP CONSTRAINT "report_answers_question_id_questions_id_fk";
--> statement-breakpoint
ALTER TABLE "report_answers" ADD CONSTRAINT "report_answers_report_tenant_fk" FOREIGN KEY ("report_id","tenant_id") REFERENCES "public"."reports"("id","tenant_id") ON DELETE cascade ON UPDATE no action;