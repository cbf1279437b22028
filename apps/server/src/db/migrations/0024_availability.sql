CREATE TABLE "availability_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_date" date NOT NULL,
	"end_time" time NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_absences_order" CHECK ("availability_absences"."starts_at" < "availability_absences"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "availability_preferences" (
	"user_id" uuid NOT NULL,
	"avoid_weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"max_events_per_month" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_preferences_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
ALTER TABLE "availability_absences" ADD CONSTRAINT "availability_absences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_preferences" ADD CONSTRAINT "availability_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_absences_user_window_idx" ON "availability_absences" USING btree ("user_id","starts_at","ends_at");