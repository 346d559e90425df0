CREATE TABLE "reports" (
	"member_id" integer NOT NULL,
	"source_type" integer NOT NULL,
	"target_id" integer NOT NULL,
	"reason" integer DEFAULT 0 NOT NULL,
	"reason_text" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "reports_member_id_source_type_target_id_pk" PRIMARY KEY("member_id","source_type","target_id")
);
--> statement-breakpoint
CREATE INDEX "comments_member" ON "comments" USING btree ("member_id","created_at");