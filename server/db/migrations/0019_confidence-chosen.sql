ALTER TABLE "report_answers" ADD COLUMN "confidence_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "confidence_answers" integer DEFAULT 0 NOT NULL;