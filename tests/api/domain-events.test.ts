import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { DomainEventBus, domainEvent } from '@server/kernel/event-bus.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * The event bus on a real Postgres: a change and what its subscribers write commit together or not
 * at all, and what waits for the commit runs only once the change has committed.
 */
interface ParcelPacked {
  orderId: string;
  boxes: number;
}
const ParcelPacked = domainEvent<ParcelPacked>('test.parcel-packed');

let database: TestDatabase;
let dataSource: DataSource;
const logged: Array<Record<string, unknown>> = [];

function busOn(source: DataSource): DomainEventBus {
  const bus = new DomainEventBus({ error: (_message: string, fields?: Record<string, unknown>) => void logged.push(fields ?? {}) });
  bus.attach(source);
  return bus;
}

async function rows(): Promise<string[]> {
  const found = await dataSource.query<Array<{ what: string }>>('SELECT what FROM journal ORDER BY id');
  return found.map((row) => row.what);
}

/** Waits for the after-commit work the bus started without awaiting it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = new DataSource({ type: 'postgres', url: database.url, poolSize: 2 });
  await dataSource.initialize();
  await dataSource.query('CREATE TABLE journal (id serial PRIMARY KEY, what text NOT NULL)');
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

describe('the domain event bus', () => {
  it("commits a subscriber's writes with the change, in the order the subscribers were registered", async () => {
    await dataSource.query('TRUNCATE journal');
    const bus = busOn(dataSource);
    bus.subscribe(ParcelPacked, 'label', async ({ orderId }, { manager }) => {
      await manager.query(`INSERT INTO journal (what) VALUES ($1)`, [`label for ${orderId}`]);
    });
    bus.subscribe(ParcelPacked, 'slip', async ({ boxes }, { manager }) => {
      await manager.query(`INSERT INTO journal (what) VALUES ($1)`, [`slip for ${boxes} boxes`]);
    });
    await dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO journal (what) VALUES ('packed')`);
      await bus.publish(manager, ParcelPacked, { orderId: 'HB-100001', boxes: 2 });
    });
    expect(await rows()).toEqual(['packed', 'label for HB-100001', 'slip for 2 boxes']);
    expect(bus.subscribersOf(ParcelPacked)).toEqual(['label', 'slip']);
  });

  it('rolls the change back with it when a subscriber fails, and runs nothing after commit', async () => {
    await dataSource.query('TRUNCATE journal');
    const bus = busOn(dataSource);
    const afterCommit: string[] = [];
    bus.subscribeAfterCommit(ParcelPacked, 'courier pickup', ({ orderId }) => void afterCommit.push(orderId));
    bus.subscribe(ParcelPacked, 'label printer', () => {
      return Promise.reject(new Error('printer out of paper'));
    });
    await expect(
      dataSource.transaction(async (manager) => {
        await manager.query(`INSERT INTO journal (what) VALUES ('packed')`);
        await bus.publish(manager, ParcelPacked, { orderId: 'HB-100002', boxes: 1 });
      }),
    ).rejects.toThrow('printer out of paper');
    await settle();
    expect(await rows()).toEqual([]);
    expect(afterCommit).toEqual([]);
  });

  it('runs after-commit work only once the transaction has committed, and sees what it wrote', async () => {
    await dataSource.query('TRUNCATE journal');
    const bus = busOn(dataSource);
    const seen: string[][] = [];
    bus.subscribeAfterCommit(ParcelPacked, 'courier pickup', async () => void seen.push(await rows()));
    bus.subscribe(ParcelPacked, 'label', (_event, tx) => {
      tx.afterCommit(async () => void seen.push(['label queued', ...(await rows())]));
      return Promise.resolve();
    });
    await dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO journal (what) VALUES ('packed')`);
      await bus.publish(manager, ParcelPacked, { orderId: 'HB-100003', boxes: 1 });
      // A savepoint released inside the transaction is not its commit.
      await manager.transaction(async (inner) => {
        await inner.query(`INSERT INTO journal (what) VALUES ('weighed')`);
      });
      await settle();
      expect(seen).toEqual([]);
    });
    await expect.poll(() => seen.length).toBe(2);
    expect(seen).toContainEqual(['packed', 'weighed']);
    expect(seen).toContainEqual(['label queued', 'packed', 'weighed']);
  });

  it('runs after-commit work at once when published outside a transaction, and logs its failure without throwing', async () => {
    const bus = busOn(dataSource);
    const ran: number[] = [];
    bus.subscribeAfterCommit(ParcelPacked, 'courier pickup', ({ boxes }) => void ran.push(boxes));
    bus.subscribeAfterCommit(ParcelPacked, 'sms to shopper', () => {
      return Promise.reject(new Error('SMS gateway down'));
    });
    logged.length = 0;
    await bus.publish(dataSource.manager, ParcelPacked, { orderId: 'HB-100004', boxes: 3 });
    await settle();
    expect(ran).toEqual([3]);
    expect(logged).toEqual([{ event: 'test.parcel-packed', subscriber: 'sms to shopper', error: 'SMS gateway down' }]);
  });

  it('gives two transactions at once their own after-commit work', async () => {
    const bus = busOn(dataSource);
    const committed: string[] = [];
    bus.subscribeAfterCommit(ParcelPacked, 'courier pickup', ({ orderId }) => void committed.push(orderId));
    // Both settle together: awaiting one first would leave the other's rejection unhandled.
    const [kept, dropped] = await Promise.allSettled([
      dataSource.transaction(async (manager) => {
        await bus.publish(manager, ParcelPacked, { orderId: 'kept', boxes: 1 });
      }),
      dataSource.transaction(async (manager) => {
        await bus.publish(manager, ParcelPacked, { orderId: 'dropped', boxes: 1 });
        throw new Error('changed my mind');
      }),
    ]);
    expect(kept.status).toBe('fulfilled');
    expect(dropped).toMatchObject({ status: 'rejected', reason: { message: 'changed my mind' } });
    await settle();
    expect(committed).toEqual(['kept']);
  });
});
