/** 'November 21, 2026' for an ISO day ('2026-11-21'), read as a calendar day (no time zone shift). */
export function formatIsoDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return "Date Unavailable";
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);
}
