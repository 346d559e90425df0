CREATE TABLE "verify_codes" (
	"code_key" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_tallies" (
	"vote_id" integer NOT NULL,
	"voter" text NOT NULL,
	"period" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vote_tallies_vote_id_voter_period_pk" PRIMARY KEY("vote_id","voter","period")
);
--> statement-breakpoint
CREATE INDEX "verify_codes_expiry" ON "verify_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_signups_member" ON "activity_signups" USING btree ("activity_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_activity_code" ON "vouchers" USING btree ("activity_id","code");