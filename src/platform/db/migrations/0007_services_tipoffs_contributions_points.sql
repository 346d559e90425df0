CREATE SEQUENCE "public"."tipoff_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "contribution_calls" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"call_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"form_key" text
);
--> statement-breakpoint
CREATE TABLE "point_day_counts" (
	"member_id" integer NOT NULL,
	"event" text NOT NULL,
	"day" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_day_counts_member_id_event_day_pk" PRIMARY KEY("member_id","event","day")
);
--> statement-breakpoint
ALTER TABLE "point_records" ADD COLUMN "event_time" text;--> statement-breakpoint
ALTER TABLE "tipoffs" ADD COLUMN "form_key" text;--> statement-breakpoint
CREATE INDEX "contributions_member" ON "contributions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_member_form" ON "contributions" USING btree ("member_id","form_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_records_imei" ON "invite_records" USING btree ("imei");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_records_member" ON "invite_records" USING btree ("member_id") WHERE "invite_records"."member_id" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "point_records_member_event_time" ON "point_records" USING btree ("member_id","event","event_time");--> statement-breakpoint
CREATE UNIQUE INDEX "tipoffs_member_form" ON "tipoffs" USING btree ("member_id","form_key");