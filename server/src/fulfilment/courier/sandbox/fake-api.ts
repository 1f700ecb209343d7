import express from 'express';
import { SANDBOX_COURIERS, SANDBOX_UNSERVICEABLE_PREFIX, type CourierSandboxStore } from './store.js';
import type { CourierCredentials } from './credentials.js';

/**
 * The aggregator's external API as the sandbox answers it: the same paths, request fields and
 * response shapes as the published docs, so the real adapter runs against it unchanged.
 */
export function createCourierFakeApi(store: CourierSandboxStore, credentials: CourierCredentials, publicBase: string): express.Router {
  const api = express.Router();
  api.use(express.json({ limit: '256kb' }));

  api.post('/auth/login', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.email !== credentials.email || body.password !== credentials.password) {
      res.status(400).json({ message: 'Invalid email and password combination', status_code: 400 });
      return;
    }
    res.json({ id: 1, first_name: 'Sandbox', last_name: 'Owner', email: credentials.email, company_id: 1, token: store.issueToken() });
  });

  api.use((req, res, next) => {
    const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!token || !store.tokens.has(token)) {
      res.status(401).json({ message: 'Token has expired', status_code: 401 });
      return;
    }
    next();
  });

  api.get('/courier/serviceability', (req, res) => {
    const delivery = text(req.query.delivery_postcode);
    const weight = Number.parseFloat(text(req.query.weight) || '0.5');
    const cod = text(req.query.cod) === '1';
    if (!/^[1-9]\d{5}$/.test(delivery) || delivery.startsWith(SANDBOX_UNSERVICEABLE_PREFIX)) {
      res.status(404).json({ status: 404, message: `Delivery postcode ${delivery} is not serviceable` });
      return;
    }
    const halves = Math.max(1, Math.ceil(weight / 0.5));
    const couriers = SANDBOX_COURIERS.filter((courier) => !cod || courier.cod).map((courier) => ({
      courier_company_id: courier.id,
      courier_name: courier.name,
      rate: courier.baseRupees + courier.perHalfKgRupees * (halves - 1) + (cod ? 30 : 0),
      estimated_delivery_days: String(courier.days),
      etd: new Date(Date.now() + courier.days * 86_400_000).toDateString(),
      cod: courier.cod ? 1 : 0,
    }));
    res.json({ status: 200, data: { available_courier_companies: couriers } });
  });

  api.post('/orders/create/adhoc', (req, res) => createOrder(req, res, false));
  api.post('/orders/create/return', (req, res) => createOrder(req, res, true));

  function createOrder(req: express.Request, res: express.Response, isReturn: boolean) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const prefix = isReturn ? 'pickup' : 'billing';
    const required = ['order_id', 'order_date', 'order_items', 'payment_method', 'sub_total', 'length', 'breadth', 'height', 'weight'];
    required.push(isReturn ? 'pickup_customer_name' : 'billing_customer_name', `${prefix}_pincode`, `${prefix}_phone`);
    if (!isReturn) required.push('pickup_location');
    const missing = required.filter((field) => body[field] === undefined || body[field] === '' || body[field] === null);
    if (!/^\d{10}$/.test(text(body[`${prefix}_phone`]))) missing.push(`${prefix}_phone`);
    if (missing.length || !Array.isArray(body.order_items) || body.order_items.length === 0) {
      res.status(422).json({
        message: 'Oops! Invalid Data.',
        errors: Object.fromEntries(missing.map((field) => [field, [`The ${field.replaceAll('_', ' ')} field is required.`]])),
        status_code: 422,
      });
      return;
    }
    const parcel = store.add({
      channelOrderId: String(body.order_id),
      buyerName:
        `${String(body[`${isReturn ? 'pickup_customer_name' : 'billing_customer_name'}`])} ${text(body[`${prefix}_last_name`])}`.trim(),
      deliverTo: isReturn ? text(body.shipping_pincode) : `${text(body.billing_city)} ${String(body.billing_pincode)}`,
      paymentMethod: String(body.payment_method).toUpperCase() === 'COD' ? 'COD' : 'Prepaid',
      subTotal: Number(body.sub_total),
      weightKg: Number(body.weight),
      isReturn,
      awb: null,
      courierName: null,
      cancelled: false,
      pickupScheduled: null,
      history: [],
      ndrActions: [],
    });
    res.json({
      order_id: parcel.orderId,
      shipment_id: parcel.shipmentId,
      status: isReturn ? 'RETURN PENDING' : 'NEW',
      status_code: isReturn ? 21 : 1,
      onboarding_completed_now: 0,
      awb_code: '',
      courier_company_id: '',
      courier_name: '',
    });
  }

  api.post('/courier/assign/awb', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const parcel = store.byShipment(body.shipment_id);
    if (!parcel || parcel.cancelled) {
      res.status(400).json({ message: 'Shipment id does not exist or is cancelled', status_code: 400 });
      return;
    }
    const courier = SANDBOX_COURIERS.find((option) => option.id === Number(body.courier_id)) ?? SANDBOX_COURIERS[0];
    if (parcel.paymentMethod === 'COD' && !courier.cod) {
      res.json({ awb_assign_status: 0, response: { data: { awb_assign_error: `${courier.name} does not collect cash on delivery` } } });
      return;
    }
    parcel.awb ??= store.newAwb();
    parcel.courierName = courier.name;
    parcel.history.push({ id: 0, label: 'AWB Assigned', at: new Date().toISOString() });
    res.json({
      awb_assign_status: 1,
      response: {
        data: {
          courier_company_id: courier.id,
          awb_code: parcel.awb,
          cod: parcel.paymentMethod === 'COD' ? 1 : 0,
          order_id: parcel.orderId,
          shipment_id: parcel.shipmentId,
          awb_code_status: 1,
          applied_weight: parcel.weightKg,
          courier_name: courier.name,
        },
      },
    });
  });

  api.post('/courier/generate/pickup', (req, res) => {
    const ids = ((req.body ?? {}) as { shipment_id?: unknown }).shipment_id;
    const parcels = (Array.isArray(ids) ? ids : [ids]).map((id) => store.byShipment(id));
    if (!parcels.length || parcels.some((parcel) => !parcel?.awb)) {
      res.status(400).json({ message: 'Please assign an AWB before generating the pickup', status_code: 400 });
      return;
    }
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const parcel of parcels) parcel!.pickupScheduled = tomorrow;
    res.json({
      pickup_status: 1,
      response: {
        pickup_scheduled_date: `${tomorrow} 10:00:00`,
        pickup_token_number: `Reference No: SANDBOX_${parcels[0]!.shipmentId}`,
        status: 3,
      },
    });
  });

  api.post('/courier/generate/label', (req, res) => {
    const ids = ((req.body ?? {}) as { shipment_id?: unknown }).shipment_id;
    const shipmentIds = (Array.isArray(ids) ? ids : [ids]).map(Number);
    const parcels = shipmentIds.map((id) => store.byShipment(id));
    if (!parcels.length || parcels.some((parcel) => !parcel?.awb)) {
      res.status(400).json({ message: 'AWB is not assigned for one of the shipments', status_code: 400 });
      return;
    }
    const labelId = `${shipmentIds.join('-')}`;
    store.labels.set(labelId, shipmentIds);
    res.json({
      label_created: 1,
      label_url: `${publicBase}/labels/${labelId}.pdf`,
      response: 'Label has been created and uploaded successfully!',
      not_created: [],
    });
  });

  api.post('/orders/cancel', (req, res) => {
    const ids = ((req.body ?? {}) as { ids?: unknown }).ids;
    for (const id of Array.isArray(ids) ? ids : []) {
      const parcel = store.byOrder(id);
      if (parcel) parcel.cancelled = true;
    }
    res.json({ status: 200, message: 'Order(s) cancelled successfully' });
  });

  api.post('/ndr/:awb/action', (req, res) => {
    const parcel = store.byAwb(String(req.params.awb));
    const body = (req.body ?? {}) as Record<string, unknown>;
    const action = text(body.action);
    if (!parcel) {
      res.status(404).json({ message: 'No NDR found for this AWB', status_code: 404 });
      return;
    }
    const errors: Record<string, string[]> = {};
    if (!['re-attempt', 'return', 'fake-attempt'].includes(action)) errors.action = ['The selected action is invalid.'];
    if (!text(body.comments)) errors.comments = ['The comments field is required.'];
    const deferred = text(body.deferred_date);
    if (deferred && !/^\d{4}-\d{2}-\d{2}$/.test(deferred)) errors.deferred_date = ['The deferred date does not match the format Y-m-d.'];
    if (body.phone !== undefined && !/^\d{10}$/.test(text(body.phone))) errors.phone = ['The phone must be 10 digits.'];
    if (Object.keys(errors).length) {
      res.status(422).json({ message: 'Oops! Invalid Data.', errors, status_code: 422 });
      return;
    }
    parcel.ndrActions.push({
      action,
      comments: text(body.comments),
      deferredDate: deferred || null,
      address1: text(body.address1) || null,
      address2: text(body.address2) || null,
      phone: text(body.phone) || null,
      at: new Date().toISOString(),
    });
    res.status(202).json({ status: 'Data Updated Sucessfully' });
  });

  api.use((_req, res) => {
    res.status(404).json({ message: 'No such endpoint in the courier sandbox', status_code: 404 });
  });
  return api;
}

/** A request value as text: strings and numbers as they are, anything else as nothing. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
