CREATE TABLE "activities" (
	"id" integer PRIMARY KEY NOT NULL,
	"article_id" integer DEFAULT 0 NOT NULL,
	"cat_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"start_time" bigint NOT NULL,
	"end_time" bigint NOT NULL,
	"sign_start_time" bigint NOT NULL,
	"sign_end_time" bigint NOT NULL,
	"quota" integer DEFAULT 0 NOT NULL,
	"vote_id" integer DEFAULT 0 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"regist_code" text DEFAULT '' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_type" text NOT NULL,
	"article_id" text DEFAULT '' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_columns" (
	"article_id" integer NOT NULL,
	"column_id" integer NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_columns_article_id_column_id_pk" PRIMARY KEY("article_id","column_id")
);
--> statement-breakpoint
CREATE TABLE "article_counts" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"count_click" integer DEFAULT 0 NOT NULL,
	"count_click_initial" integer DEFAULT 0 NOT NULL,
	"count_click_fake" integer DEFAULT 0 NOT NULL,
	"count_praise" integer DEFAULT 0 NOT NULL,
	"count_share" integer DEFAULT 0 NOT NULL,
	"count_share_click" integer DEFAULT 0 NOT NULL,
	"count_discuss" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_relations" (
	"article_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_relations_article_id_related_id_pk" PRIMARY KEY("article_id","related_id")
);
--> statement-breakpoint
CREATE TABLE "article_reporters" (
	"article_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_reporters_article_id_reporter_id_pk" PRIMARY KEY("article_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "article_tags" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"order_id" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"column_id" integer NOT NULL,
	"article_type" integer NOT NULL,
	"title" text NOT NULL,
	"a_status" integer DEFAULT 1 NOT NULL,
	"publish_time" bigint NOT NULL,
	"version" bigint NOT NULL,
	"pic_type" integer DEFAULT 1 NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"author_id" integer DEFAULT 0 NOT NULL,
	"xy_account_id" integer DEFAULT 0 NOT NULL,
	"link_id" integer DEFAULT 0 NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"mark" text DEFAULT '' NOT NULL,
	"discuss_closed" boolean DEFAULT false NOT NULL,
	"share_closed" boolean DEFAULT false NOT NULL,
	"credits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circle_notices" (
	"id" integer PRIMARY KEY NOT NULL,
	"circle_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circle_posts" (
	"id" integer PRIMARY KEY NOT NULL,
	"circle_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"content" text NOT NULL,
	"count_praise" integer DEFAULT 0 NOT NULL,
	"count_discuss" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"attachments" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "columns" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"column_style" text DEFAULT '101' NOT NULL,
	"column_type" text DEFAULT '' NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	"top_count" integer DEFAULT 0 NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"version" bigint NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_type" integer DEFAULT 0 NOT NULL,
	"root_id" integer NOT NULL,
	"parent_id" integer DEFAULT -1 NOT NULL,
	"member_id" integer DEFAULT 0 NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"review_status" integer DEFAULT 1 NOT NULL,
	"kind" integer DEFAULT 0 NOT NULL,
	"count_praise" integer DEFAULT 0 NOT NULL,
	"is_wonderful" boolean DEFAULT false NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"member_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "favourites_member_id_article_id_type_pk" PRIMARY KEY("member_id","article_id","type")
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "invite_codes_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "invite_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"imei" text NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaders" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"duty" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"column_id" integer DEFAULT 0 NOT NULL,
	"group_id" integer DEFAULT 0 NOT NULL,
	"cat_id" integer DEFAULT 0 NOT NULL,
	"region_id" integer DEFAULT 0 NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"publish_time" bigint NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_rooms" (
	"id" integer PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"live_type" integer DEFAULT 0 NOT NULL,
	"start_time" bigint NOT NULL,
	"publish_time" bigint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"count_click" integer DEFAULT 0 NOT NULL,
	"count_praise" integer DEFAULT 0 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'access' NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" integer PRIMARY KEY NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"nickname" text NOT NULL,
	"head" text DEFAULT '' NOT NULL,
	"password_md5" text DEFAULT '' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_items" (
	"module_id" integer NOT NULL,
	"ref_id" integer NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "module_items_module_id_ref_id_pk" PRIMARY KEY("module_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" integer PRIMARY KEY NOT NULL,
	"column_id" integer NOT NULL,
	"type" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mvod_articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"video_url" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"publish_time" bigint NOT NULL,
	"count_play" integer DEFAULT 0 NOT NULL,
	"count_praise" integer DEFAULT 0 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mvod_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"date" text NOT NULL,
	"layout" text NOT NULL,
	"name" text NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"pdf" text DEFAULT '' NOT NULL,
	"articles" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"event" text NOT NULL,
	"score" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer DEFAULT 0 NOT NULL,
	"xy_id" integer DEFAULT 0 NOT NULL,
	"member_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"answered_at" bigint,
	"created_at" bigint NOT NULL,
	"count_praise" integer DEFAULT 0 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reporters" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"duty" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"member_id" integer DEFAULT 0 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"app_id" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"xy_id" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"member_id" integer NOT NULL,
	"type" integer NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "subscriptions_member_id_type_target_id_pk" PRIMARY KEY("member_id","type","target_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipoffs" (
	"id" integer PRIMARY KEY NOT NULL,
	"member_id" integer DEFAULT 0 NOT NULL,
	"topic" text NOT NULL,
	"content" text NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"contact_no" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"attachments" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"path" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"name" text NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"vote_id" integer NOT NULL,
	"name" text NOT NULL,
	"qtype" integer DEFAULT 0 NOT NULL,
	"select_limited" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"vote_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"end_time" bigint NOT NULL,
	"need_login" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"code" text NOT NULL,
	"used_at" bigint,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xy_accounts" (
	"id" integer PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"cat_id" integer DEFAULT 0 NOT NULL,
	"reporter_id" integer DEFAULT 0 NOT NULL,
	"xy_status" integer DEFAULT 0 NOT NULL,
	"xy_forbidden" boolean DEFAULT false NOT NULL,
	"influence" integer DEFAULT 0 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xy_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text DEFAULT 'XYACCOUNT' NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xy_dynamics" (
	"id" integer PRIMARY KEY NOT NULL,
	"xy_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" bigint NOT NULL,
	"attachments" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xy_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"xy_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_signups_activity" ON "activity_signups" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "article_columns_column" ON "article_columns" USING btree ("column_id");--> statement-breakpoint
CREATE INDEX "article_tags_tag" ON "article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "articles_column" ON "articles" USING btree ("column_id","publish_time");--> statement-breakpoint
CREATE INDEX "columns_parent" ON "columns" USING btree ("site_id","parent_id");--> statement-breakpoint
CREATE INDEX "comments_root" ON "comments" USING btree ("root_id","source_type","created_at");--> statement-breakpoint
CREATE INDEX "live_reports_live" ON "live_reports" USING btree ("live_id","publish_time");