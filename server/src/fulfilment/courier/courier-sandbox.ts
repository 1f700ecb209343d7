import express from 'express';
import type { Env } from '../../config/env.js';
import type { Logger } from '../../kernel/logger.js';
import { COURIER_SANDBOX_PATH, COURIER_TRACKING_WEBHOOK_PATH } from './courier-paths.js';
import { courierCredentials } from './sandbox/credentials.js';
import { createCourierFakeApi } from './sandbox/fake-api.js';
import { createParcelsPage, type SendTrackingUpdate } from './sandbox/parcels-page.js';
import { CourierSandboxStore } from './sandbox/store.js';

/**
 * A local stand-in of the courier aggregator, mounted by the shop at /sandbox/courier when
 * COURIER_SANDBOX is on (outside production by default): its external API under /v1/external,
 * which the real adapter talks to unchanged, and a parcels page where the owner moves a parcel
 * through its statuses, each sent to the shop's tracking webhook with the x-api-key header.
 */
export function createCourierSandbox({ publicUrl, env, logger }: { publicUrl: string; env: Env; logger: Logger }): express.Router {
  const credentials = courierCredentials(env);
  const store = new CourierSandboxStore();
  const base = `${publicUrl.replace(/\/+$/, '')}${COURIER_SANDBOX_PATH}`;
  const target = `${publicUrl.replace(/\/+$/, '')}${COURIER_TRACKING_WEBHOOK_PATH}`;

  const send: SendTrackingUpdate = async (parcel, status, activity) => {
    const now = new Date();
    parcel.history.push({ id: status.id, label: status.label, at: now.toISOString() });
    const body = {
      awb: parcel.awb,
      courier_name: parcel.courierName,
      current_status: status.label.toUpperCase(),
      current_status_id: status.id,
      shipment_status: status.label.toUpperCase(),
      shipment_status_id: status.id,
      current_timestamp: courierTime(now),
      order_id: parcel.channelOrderId,
      sr_order_id: parcel.orderId,
      awb_assigned_date: null,
      pickup_scheduled_date: parcel.pickupScheduled,
      etd: null,
      scans: [
        {
          date: now.toISOString().slice(0, 19).replace('T', ' '),
          status: status.label,
          activity,
          location: 'Sandbox hub',
          'sr-status': status.id,
          'sr-status-label': status.label.toUpperCase(),
        },
      ],
      is_return: parcel.isReturn ? 1 : 0,
      channel_id: 1,
    };
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': credentials.webhookToken },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      return `the shop answered ${response.status}`;
    } catch (error) {
      logger.warn('courier sandbox webhook could not be delivered', { url: target, error: String(error) });
      return 'the shop did not answer';
    }
  };

  const router = express.Router();
  router.use('/v1/external', createCourierFakeApi(store, credentials, base));
  router.use(createParcelsPage(store, send));
  return router;
}

/** "DD MM YYYY HH:mm:ss" in India's time, as the aggregator stamps its updates. */
function courierTime(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${ist.slice(8, 10)} ${ist.slice(5, 7)} ${ist.slice(0, 4)} ${ist.slice(11, 19)}`;
}
