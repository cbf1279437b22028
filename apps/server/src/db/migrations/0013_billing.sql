CREATE TABLE "billing_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"organization_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_subscriptions" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text,
	"subscription_id" text,
	"status" text,
	"product_id" text,
	"trial_ends_at" timestamp with time zone,
	"current_period_ends_at" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"payment_failed_at" timestamp with time zone,
	"grace_ends_at" timestamp with time zone,
	"state_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_changes_amount" CHECK ("price_changes"."amount_cents" >= 0 and "price_changes"."amount_cents" <= 10000000)
);
--> statement-breakpoint
ALTER TABLE "organization_subscriptions" ADD CONSTRAINT "organization_subscriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_subscriptions_customer_idx" ON "organization_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_subscriptions_subscription_idx" ON "organization_subscriptions" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "organization_subscriptions_grace_idx" ON "organization_subscriptions" USING btree ("grace_ends_at") WHERE "organization_subscriptions"."grace_ends_at" is not null;--> statement-breakpoint
CREATE INDEX "price_changes_key_effective_idx" ON "price_changes" USING btree ("key","effective_from");--> statement-breakpoint
-- The spec's prices (§9), in force since before any organisation existed; price management adds
-- later rows and never edits these.
INSERT INTO "price_changes" ("key", "amount_cents", "effective_from") VALUES
  ('premium_monthly', 2500, '2000-01-01T00:00:00Z'),
  ('sms_per_message', 15, '2000-01-01T00:00:00Z'),
  ('per_event', 1000, '2000-01-01T00:00:00Z'),
  ('per_active_caregiver', 100, '2000-01-01T00:00:00Z');
