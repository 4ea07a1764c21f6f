CREATE TABLE "status_buckets" (
	"service" varchar(20) NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"probed" integer NOT NULL,
	"healthy" integer NOT NULL,
	"maintenance" integer NOT NULL,
	"worst_rank" integer,
	"sum_ms" bigint NOT NULL,
	"count_ms" integer NOT NULL,
	CONSTRAINT "status_buckets_bucket_service_pk" PRIMARY KEY("bucket","service")
);
--> statement-breakpoint
-- status_buckets holds, per service and 15-minute bucket, the tally of the raw probes it covers, counted as
-- src/server/status/status-sql.ts counts them (TALLY_COLUMNS; src/server/status/status-buckets.test.ts checks that
-- both agree). An insert adds its probes to their buckets: adding commutes, so concurrent writers of one bucket
-- (two processes, a flush of buffered minutes) each add their own rows. A delete or an update, rare (the daily
-- roll-up drops old probes), counts the buckets it touched again from the probes left.
CREATE FUNCTION "rw_status_buckets_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "status_buckets" AS b
    ("service", "bucket", "probed", "healthy", "maintenance", "worst_rank", "sum_ms", "count_ms")
  SELECT service, date_bin('15 minutes'::interval, minute, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
    count(*) FILTER (WHERE outcome <> 'not_configured' AND state <> 'maintenance'),
    count(*) FILTER (WHERE outcome IN ('ok', 'degraded') AND state <> 'maintenance'),
    count(*) FILTER (WHERE outcome <> 'not_configured' AND state = 'maintenance'),
    max(CASE
      WHEN outcome = 'not_configured' THEN NULL
      WHEN state = 'maintenance' THEN 1
      WHEN state = 'outage' THEN 4
      WHEN outcome <> 'ok' OR state = 'degraded' THEN 3
      ELSE 0 END),
    coalesce(sum(response_ms) FILTER (WHERE outcome <> 'not_configured'), 0),
    count(response_ms) FILTER (WHERE outcome <> 'not_configured')
  FROM new_rows
  GROUP BY 1, 2
  ON CONFLICT ("bucket", "service") DO UPDATE SET
    "probed" = b."probed" + excluded."probed",
    "healthy" = b."healthy" + excluded."healthy",
    "maintenance" = b."maintenance" + excluded."maintenance",
    -- greatest() skips nulls, as max() does.
    "worst_rank" = greatest(b."worst_rank", excluded."worst_rank"),
    "sum_ms" = b."sum_ms" + excluded."sum_ms",
    "count_ms" = b."count_ms" + excluded."count_ms";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Counts the given buckets (pairs of services[i], buckets[i]) again from the probes stored.
CREATE FUNCTION "rw_status_buckets_count"(services text[], buckets timestamptz[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "status_buckets" b USING unnest(services, buckets) AS k(service, bucket)
  WHERE b."bucket" = k.bucket AND b."service" = k.service;
  INSERT INTO "status_buckets"
    ("service", "bucket", "probed", "healthy", "maintenance", "worst_rank", "sum_ms", "count_ms")
  SELECT k.service, k.bucket, t.*
  FROM unnest(services, buckets) AS k(service, bucket)
  -- One primary-key range per bucket; a bucket with no probe left gives no row.
  CROSS JOIN LATERAL (
    SELECT
      count(*) FILTER (WHERE outcome <> 'not_configured' AND state <> 'maintenance'),
      count(*) FILTER (WHERE outcome IN ('ok', 'degraded') AND state <> 'maintenance'),
      count(*) FILTER (WHERE outcome <> 'not_configured' AND state = 'maintenance'),
      max(CASE
        WHEN outcome = 'not_configured' THEN NULL
        WHEN state = 'maintenance' THEN 1
        WHEN state = 'outage' THEN 4
        WHEN outcome <> 'ok' OR state = 'degraded' THEN 3
        ELSE 0 END),
      coalesce(sum(response_ms) FILTER (WHERE outcome <> 'not_configured'), 0),
      count(response_ms) FILTER (WHERE outcome <> 'not_configured')
    FROM "status_probes" p
    WHERE p.service = k.service AND p.minute >= k.bucket AND p.minute < k.bucket + interval '15 minutes'
    HAVING count(*) > 0) t;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "rw_status_buckets_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  services text[];
  buckets timestamptz[];
BEGIN
  -- An update may move a probe to another bucket: both the old and the new one are counted again.
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(service), array_agg(bucket) INTO services, buckets FROM (
      SELECT service, date_bin('15 minutes'::interval, minute, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket
      FROM old_rows
      UNION
      SELECT service, date_bin('15 minutes'::interval, minute, TIMESTAMPTZ '2000-01-01 00:00:00+00')
      FROM new_rows) k;
  ELSE
    SELECT array_agg(service), array_agg(bucket) INTO services, buckets FROM (
      SELECT DISTINCT service,
        date_bin('15 minutes'::interval, minute, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket
      FROM old_rows) k;
  END IF;
  PERFORM "rw_status_buckets_count"(services, buckets);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "rw_status_buckets_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "status_buckets";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "status_probes_buckets_insert" AFTER INSERT ON "status_probes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "rw_status_buckets_add"();
--> statement-breakpoint
CREATE TRIGGER "status_probes_buckets_update" AFTER UPDATE ON "status_probes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rw_status_buckets_recount"();
--> statement-breakpoint
CREATE TRIGGER "status_probes_buckets_delete" AFTER DELETE ON "status_probes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "rw_status_buckets_recount"();
--> statement-breakpoint
CREATE TRIGGER "status_probes_buckets_truncate" AFTER TRUNCATE ON "status_probes"
  FOR EACH STATEMENT EXECUTE FUNCTION "rw_status_buckets_clear"();
--> statement-breakpoint
-- The probes already stored (the last 7 days and today at most), counted once.
SELECT "rw_status_buckets_count"(array_agg(service), array_agg(bucket)) FROM (
  SELECT DISTINCT service,
    date_bin('15 minutes'::interval, minute, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket
  FROM "status_probes") k;
