ALTER TABLE "questions" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subtopics" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "kind" text DEFAULT 'set' NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_kind" CHECK ("tests"."kind" in ('set', 'topic'));