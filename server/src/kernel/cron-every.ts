/**
 * A cron expression (six fields, seconds first, as the job queue reads them) for "every `seconds`":
 * under a minute on the second, under an hour on the minute, otherwise on the hour. Intervals that
 * do not divide the next unit evenly restart at its top (every 45 s is :00 and :45).
 */
export function cronEvery(seconds: number): string {
  if (!Number.isInteger(seconds) || seconds <= 0) throw new Error(`not a whole number of seconds: ${seconds}`);
  if (seconds < 60) return `*/${seconds} * * * * *`;
  if (seconds < 3600) return `0 */${Math.round(seconds / 60)} * * * *`;
  return `0 0 */${Math.min(24, Math.round(seconds / 3600))} * * *`;
}
