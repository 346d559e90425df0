CREATE TABLE "upload_owners" (
	"upload_id" integer PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"grant" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "upload_owners_owner" ON "upload_owners" USING btree ("owner");