CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"path" varchar(120) NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_day_path_pk" PRIMARY KEY("day","path")
);
