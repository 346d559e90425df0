CREATE SEQUENCE "public"."member_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "member_oauth" (
	"provider" text NOT NULL,
	"oid" text NOT NULL,
	"unionid" text DEFAULT '' NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "member_oauth_provider_oid_pk" PRIMARY KEY("provider","oid")
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "rate_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wx_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"appid" text NOT NULL,
	"scope" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"blank" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_salt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "username" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "phone_codes_phone_idx" ON "phone_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "rate_events_bucket_idx" ON "rate_events" USING btree ("bucket","at");--> statement-breakpoint
CREATE INDEX "wx_codes_appid_state_idx" ON "wx_codes" USING btree ("appid","state");--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone_unique" ON "members" USING btree ("phone") WHERE "members"."phone" <> '';