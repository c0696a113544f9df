-- analytics_time_zone() only reads its argument and the time zone database: STABLE lets the planner compute it once
-- per statement and use the month bounds built from it as index conditions. As VOLATILE (the default) it ran once
-- per row, and the owner's business read filtered every day of the business's history (docs/scale-path.md:
-- 5.7 ms for a business with two years of days, 0.7 ms once STABLE).
ALTER FUNCTION analytics_time_zone(text) STABLE PARALLEL SAFE;
