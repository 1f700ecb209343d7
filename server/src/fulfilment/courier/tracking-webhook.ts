import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * A tracking update as the aggregator posts it to the shop (JSON, with the token set in its
 * panel in the `x-api-key` header). Only the AWB, the status and its time are required; the rest
 * is read when present.
 */
const scanSchema = z.looseObject({
  date: z.string().nullish(),
  status: z.string().nullish(),
  activity: z.string().nullish(),
  location: z.string().nullish(),
  'sr-status': z.union([z.string(), z.number()]).nullish(),
  'sr-status-label': z.string().nullish(),
});

const optionalId = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    const parsed = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
    return Number.isInteger(parsed) ? parsed : null;
  });

export const trackingUpdateSchema = z.looseObject({
  awb: z.union([z.string().min(1), z.number()]).transform((value) => String(value).trim()),
  courier_name: z.string().nullish(),
  current_status: z.string().min(1),
  current_status_id: optionalId,
  shipment_status: z.string().nullish(),
  shipment_status_id: optionalId,
  /** "DD MM YYYY HH:mm:ss", India time. */
  current_timestamp: z.string().min(1),
  order_id: z.union([z.string(), z.number()]).nullish(),
  etd: z.string().nullish(),
  scans: z.array(scanSchema).nullish(),
  is_return: z.union([z.number(), z.boolean()]).nullish(),
});

export type TrackingUpdate = z.infer<typeof trackingUpdateSchema>;

/** Whether the `x-api-key` header carries the shop's webhook token (in constant time). */
export function webhookKeyMatches(header: string | string[] | undefined, token: string): boolean {
  if (typeof header !== 'string' || !header) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The courier's latest words on the parcel: the last scan's activity, else the status itself. */
export function latestActivity(update: TrackingUpdate): { activity: string | null; location: string | null } {
  const scans = update.scans ?? [];
  const last = scans[scans.length - 1];
  return { activity: last?.activity ?? null, location: last?.location ?? null };
}
