import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

/**
 * A stand-in for the courier aggregator's external API (`/v1/external`) answering with the
 * request and response shapes its documentation publishes (the samples below), recording every
 * request, and failing on demand: a 500, a hang past the shop's timeout, or any given answer.
 * It is written apart from the shop's own sandbox, so the adapter is held to the docs, not to
 * our reading of them.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  authorization: string | null;
}

export type Failure = 'error500' | 'timeout' | { status: number; body: unknown };

export interface CourierStandIn {
  /** The API base, as SHIPROCKET_API_URL. */
  url: string;
  requests: RecordedRequest[];
  /** The next request to `path` (e.g. 'orders/create/adhoc') fails so. */
  failNext(path: string, failure: Failure): void;
  /** The next serviceability answer (the docs' unserviceable shapes). */
  answerServiceability(body: unknown, status?: number): void;
  calls(path: string): RecordedRequest[];
  close(): Promise<void>;
}

export const STAND_IN_LOGIN = { email: 'api-user@herbalroots.test', password: 'api-user-password-1' };

/** From the docs: POST auth/login. */
const LOGIN_SAMPLE = (token: string) => ({
  id: 2804304,
  first_name: 'API',
  last_name: 'User',
  email: STAND_IN_LOGIN.email,
  company_id: 2780071,
  created_at: '2022-07-10 17:29:03',
  token,
});

/** From the docs: GET courier/serviceability (two couriers, one without COD). */
const SERVICEABILITY_SAMPLE = {
  company_auto_shipment_insurance_setting: false,
  covid_zones: { delivery_zone: null, pickup_zone: null },
  currency: 'INR',
  data: {
    available_courier_companies: [
      {
        courier_company_id: 10,
        courier_name: 'Delhivery Surface',
        rate: 82.6,
        estimated_delivery_days: '4',
        etd: 'Dec 03, 2026',
        cod: 1,
        freight_charge: 52.6,
        cod_charges: 30,
      },
      {
        courier_company_id: 24,
        courier_name: 'Blue Dart Air',
        rate: 131.5,
        estimated_delivery_days: '2',
        etd: 'Dec 01, 2026',
        cod: 0,
        freight_charge: 131.5,
        cod_charges: 0,
      },
      {
        courier_company_id: 51,
        courier_name: 'Xpressbees Surface',
        rate: '71.00',
        estimated_delivery_days: 5,
        etd: 'Dec 04, 2026',
        cod: 1,
        freight_charge: 41,
        cod_charges: 30,
      },
    ],
    recommended_courier_company_id: 10,
  },
  dg_courier: 0,
  eligible_for_insurance: 0,
  status: 200,
};

export async function startCourierStandIn(): Promise<CourierStandIn> {
  const requests: RecordedRequest[] = [];
  const failures = new Map<string, Failure[]>();
  let serviceabilityAnswer: { status: number; body: unknown } | null = null;
  let tokenCount = 0;
  const tokens = new Set<string>();
  let nextId = 380_000_000;
  const shipments = new Map<number, { orderId: number; awb: string | null; courierId: number | null }>();
  const hanging = new Set<http.ServerResponse>();

  const app = express();
  app.use(express.json());
  app.use('/v1/external', (req, res, next) => {
    const path = req.path.replace(/^\/+|\/+$/g, '');
    requests.push({
      method: req.method,
      path,
      query: Object.fromEntries(
        Object.entries(req.query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
      ),
      body: (req.body ?? {}) as Record<string, unknown>,
      authorization: req.get('authorization') ?? null,
    });
    const failure = failures.get(path)?.shift();
    if (failure === 'error500') {
      res.status(500).json({ message: 'Internal Server Error', status_code: 500 });
      return;
    }
    if (failure === 'timeout') {
      hanging.add(res);
      return;
    }
    if (failure) {
      res.status(failure.status).json(failure.body);
      return;
    }
    if (path !== 'auth/login') {
      const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
      if (!token || !tokens.has(token)) {
        res.status(401).json({ message: 'Token has expired', status_code: 401 });
        return;
      }
    }
    next();
  });

  const api = express.Router();
  api.post('/auth/login', (req, res) => {
    const body = req.body as Record<string, unknown>;
    if (body.email !== STAND_IN_LOGIN.email || body.password !== STAND_IN_LOGIN.password) {
      res.status(400).json({ message: 'Invalid email and password combination', status_code: 400 });
      return;
    }
    tokenCount += 1;
    const exp = Math.floor(Date.now() / 1000) + 240 * 3600;
    const token = `eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: 2804304, exp })).toString('base64url')}.sig${tokenCount}`;
    tokens.add(token);
    res.json(LOGIN_SAMPLE(token));
  });
  api.get('/courier/serviceability', (_req, res) => {
    if (serviceabilityAnswer) {
      const { status, body } = serviceabilityAnswer;
      serviceabilityAnswer = null;
      res.status(status).json(body);
      return;
    }
    res.json(SERVICEABILITY_SAMPLE);
  });
  api.post('/orders/create/adhoc', (req, res) => {
    nextId += 2;
    shipments.set(nextId + 1, { orderId: nextId, awb: null, courierId: null });
    res.json({
      order_id: nextId,
      shipment_id: nextId + 1,
      status: 'NEW',
      status_code: 1,
      onboarding_completed_now: 0,
      awb_code: '',
      courier_company_id: '',
      courier_name: '',
    });
  });
  api.post('/orders/create/return', (_req, res) => {
    nextId += 2;
    shipments.set(nextId + 1, { orderId: nextId, awb: null, courierId: null });
    res.json({ order_id: nextId, shipment_id: nextId + 1, status: 'RETURN PENDING', status_code: 21, company_name: 'Herbal Roots' });
  });
  api.post('/courier/assign/awb', (req, res) => {
    const body = req.body as { shipment_id: number; courier_id?: number };
    const shipment = shipments.get(Number(body.shipment_id));
    if (!shipment) {
      res.status(400).json({ message: 'Shipment id does not exist', status_code: 400 });
      return;
    }
    shipment.awb = `1411${String(body.shipment_id).padStart(10, '0')}`;
    shipment.courierId = body.courier_id ?? 10;
    const name = SERVICEABILITY_SAMPLE.data.available_courier_companies.find(
      (c) => c.courier_company_id === shipment.courierId,
    )?.courier_name;
    res.json({
      awb_assign_status: 1,
      response: {
        data: {
          courier_company_id: shipment.courierId,
          awb_code: shipment.awb,
          cod: 0,
          order_id: shipment.orderId,
          shipment_id: Number(body.shipment_id),
          awb_code_status: 1,
          assigned_date_time: { date: '2026-11-29 10:15:03.000000', timezone_type: 3, timezone: 'Asia/Kolkata' },
          applied_weight: 0.5,
          company_id: 2780071,
          courier_name: name ?? 'Delhivery Surface',
          child_courier_name: null,
          routing_code: 'DEL/ABC',
          rto_routing_code: 'BLR/XYZ',
          invoice_no: 'Retail00001',
          transporter_id: '',
          transporter_name: '',
          shipped_by: { shipper_company_name: 'Herbal Roots' },
        },
      },
    });
  });
  api.post('/courier/generate/pickup', (_req, res) => {
    res.json({
      pickup_status: 1,
      response: {
        pickup_scheduled_date: '2026-11-30 10:00:00',
        pickup_token_number: 'Reference No: 194_BIGFOOT 1966840_11122021',
        status: 3,
        others: '{"tier_id":5,"tier_name":"Lite"}',
        pickup_generated_date: { date: '2026-11-29 12:39:58.000000', timezone_type: 3, timezone: 'Asia/Kolkata' },
        data: 'Pickup is confirmed by Delhivery Surface For AWB :- 1411000000001',
      },
    });
  });
  api.post('/courier/generate/label', (req, res) => {
    const ids = (req.body as { shipment_id: number[] }).shipment_id;
    res.json({
      label_created: 1,
      label_url: `https://labels.example.test/label-${ids.join('-')}.pdf`,
      response: 'Label has been created and uploaded successfully!',
      not_created: [],
    });
  });
  api.post('/orders/cancel', (_req, res) => {
    res.json({ status: 200, message: 'Order cancelled successfully.' });
  });
  /** From the docs: POST ndr/{awb}/action, `action` and `comments` required; answered 202. */
  api.post('/ndr/:awb/action', (req, res) => {
    const body = req.body as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    if (!['re-attempt', 'return', 'fake-attempt'].includes(String(body.action))) errors.action = ['The selected action is invalid.'];
    if (typeof body.comments !== 'string' || !body.comments) errors.comments = ['The comments field is required.'];
    if (Object.keys(errors).length) {
      res.status(422).json({ message: 'Oops! Invalid Data.', errors, status_code: 422 });
      return;
    }
    res.status(202).json({ status: 'Data Updated Sucessfully' });
  });
  app.use('/v1/external', api);

  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/external`;
  return {
    url,
    requests,
    failNext(path, failure) {
      failures.set(path, [...(failures.get(path) ?? []), failure]);
    },
    answerServiceability(body, status = 200) {
      serviceabilityAnswer = { status, body };
    },
    calls: (path) => requests.filter((request) => request.path === path),
    async close() {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
