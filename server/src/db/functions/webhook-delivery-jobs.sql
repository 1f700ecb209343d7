-- Every webhook delivery is a job of its own (DELIVER_WEBHOOK, integrations/webhook-dispatcher.ts):
-- written here, in the transaction that queues the delivery (webhook_enqueue, a redelivery, a test
-- event), so the job exists exactly when the delivery does. Inserting into pg-boss's job table is
-- its documented way to create jobs from SQL; the queue's own settings (tries, back-off, expiry,
-- retention) are copied as send() copies them. The job's group is its endpoint, as
-- DELIVER_WEBHOOK's enqueue names it, so only DELIVERIES_IN_FLIGHT_PER_ENDPOINT of one endpoint's
-- deliveries run at once. Before the queue exists (a fresh database that has not started yet) no
-- job is written; the worker's start-up enqueues what is pending then.
CREATE OR REPLACE FUNCTION webhook_delivery_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_regclass('pgboss.queue') IS NOT NULL THEN
    EXECUTE $job$
      INSERT INTO pgboss.job (name, data, group_id, expire_seconds, deletion_seconds, keep_until, retry_limit, retry_delay, retry_backoff, policy)
      SELECT q.name,
             jsonb_build_object('deliveryId', $1::text, 'endpointId', e.id::text, 'eventType', $2, 'url', e.url, 'about', $2 || ' to ' || e.url),
             e.id::text,
             q.expire_seconds, q.deletion_seconds, now() + q.retention_seconds * interval '1 second',
             q.retry_limit, q.retry_delay, q.retry_backoff, q.policy
        FROM pgboss.queue q JOIN webhook_endpoints e ON e.id = $3
       WHERE q.name = 'webhooks.deliver'
    $job$ USING NEW.id, NEW.event_type, NEW.endpoint_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER webhook_delivery_job AFTER INSERT ON webhook_deliveries
  FOR EACH ROW EXECUTE FUNCTION webhook_delivery_job();
