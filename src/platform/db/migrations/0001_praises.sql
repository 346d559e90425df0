CREATE TABLE "praises" (
	"reader" text NOT NULL,
	"object_type" integer NOT NULL,
	"object_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "praises_reader_object_type_object_id_pk" PRIMARY KEY("reader","object_type","object_id")
);
