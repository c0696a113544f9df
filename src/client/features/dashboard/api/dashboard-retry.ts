// The dashboard's three data queries (summary, upcoming, today) retry 3 times, 1 s apart (spec part 1 §7, §9).
export const DASHBOARD_QUERY_RETRY = { retry: 3, retryDelay: 1000 } as const;
