ALTER TABLE "xy_hits" ADD COLUMN "week" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "xy_hits_once" ON "xy_hits" USING btree ("xy_id","member_id","week");--> statement-breakpoint
CREATE INDEX "xy_hits_week" ON "xy_hits" USING btree ("week");