import { z } from 'zod';

/**
 * What the aggregator's answers look like, held to its published samples (tests/api stand-in
 * answers with them). Read leniently (extra fields, numbers sent as strings, empty strings for
 * "none") and strictly only where the shop depends on a value: the token, the ids, the AWB.
 */
const id = z.union([z.number(), z.string().min(1)]).transform((value) => String(value));
const looseNumber = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value);
  if (!Number.isFinite(parsed)) {
    ctx.addIssue({ code: 'custom', message: 'not a number' });
    return z.NEVER;
  }
  return parsed;
});

/** POST auth/login: the token is a JWT valid for 240 hours. */
export const loginResponseSchema = z.looseObject({ token: z.string().min(1) });

export const courierCompanySchema = z.looseObject({
  courier_company_id: z.coerce.number().int(),
  courier_name: z.string(),
  /** Rupees, with paise as decimals. */
  rate: looseNumber,
  estimated_delivery_days: z.union([z.number(), z.string()]).nullish(),
  cod: z.union([z.number(), z.boolean()]).nullish(),
});

/**
 * GET courier/serviceability: `status` 200 with the couriers; an unserviceable pair answers a
 * `status` other than 200 (often 404 with a message), or no courier at all.
 */
export const serviceabilityResponseSchema = z.looseObject({
  status: z.coerce.number().nullish(),
  message: z.string().nullish(),
  data: z
    .looseObject({ available_courier_companies: z.array(courierCompanySchema).nullish() })
    .nullish()
    .or(z.array(z.unknown()).transform(() => null)),
});

/** POST orders/create/adhoc and orders/create/return. */
export const createOrderResponseSchema = z.looseObject({
  order_id: id,
  shipment_id: id,
  status: z.string().nullish(),
  status_code: z.coerce.number().nullish(),
});

/** POST courier/assign/awb: awb_assign_status 1 with the AWB, else 0 with awb_assign_error. */
export const assignAwbResponseSchema = z.looseObject({
  awb_assign_status: z.coerce.number(),
  message: z.string().nullish(),
  response: z
    .looseObject({
      data: z
        .looseObject({
          awb_code: z.union([z.string(), z.number()]).nullish(),
          courier_company_id: z.coerce.number().nullish(),
          courier_name: z.string().nullish(),
          awb_assign_error: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

/** POST courier/generate/pickup. */
export const pickupResponseSchema = z.looseObject({
  pickup_status: z.coerce.number(),
  response: z.looseObject({ pickup_scheduled_date: z.string().nullish() }).nullish(),
});

/** POST courier/generate/label: one PDF for every shipment asked. */
export const labelResponseSchema = z.looseObject({
  label_created: z.coerce.number(),
  label_url: z.string().nullish(),
  not_created: z.array(z.unknown()).nullish(),
});

/** An error body: `message`, sometimes `errors` per field. */
export const errorBodySchema = z.looseObject({
  message: z.string().nullish(),
  errors: z.record(z.string(), z.unknown()).nullish(),
});
