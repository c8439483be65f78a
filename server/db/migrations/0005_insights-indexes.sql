DROP INDEX "reports_tenant";--> statement-breakpoint
CREATE INDEX "reports_tenant_user" ON "reports" USING btree ("tenant_id","user_id","percentage","test_id","created_at");