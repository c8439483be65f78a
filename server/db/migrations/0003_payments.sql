CREATE TABLE "invoice_counters" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_origin" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "kind" text DEFAULT 'ignored' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "invoice_number" integer;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_events_payment" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "transactions_user" ON "transactions" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_session" UNIQUE("provider","provider_session_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_order" UNIQUE("order_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment" UNIQUE("tenant_id","payment_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_invoice_number" UNIQUE("tenant_id","invoice_number");