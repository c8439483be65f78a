ALTER TABLE "report_answers" DROP CONSTRAINT "report_answers_report_tenant_fk";
