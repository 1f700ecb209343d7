import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import type { Logger } from './logger.js';

/**
 * The shop's domain events: a change in one domain (an order moved, a refund completed, a return
 * asked for) that others react to, without the domain that makes the change knowing who reacts.
 * docs/decisions/056-domain-events-in-the-transaction.md says why it looks like this.
 *
 * An event type is a name plus, in its type parameter, the plain object it carries. The domain
 * that publishes it declares it beside the change (orders/order-events.ts, payments/refund-events.ts,
 * …); the reacting domains import the declaration, and the composition root (server/src/events.ts)
 * registers their subscribers. The publisher imports none of them.
 */
export interface DomainEvent<Payload> {
  readonly name: string;
  /** Never set: carries the payload's type from the declaration to publish and subscribe. */
  readonly payload?: Payload;
}

/** Declares an event type: `export const OrderTransitioned = domainEvent<OrderTransitionedEvent>('order.transitioned')`. */
export function domainEvent<Payload>(name: string): DomainEvent<Payload> {
  return { name };
}

/** What an in-transaction subscriber works with: the publisher's transaction. */
export interface EventTransaction {
  /** The transaction that made the change: a write here commits or rolls back with it. */
  manager: EntityManager;
  /** Runs `work` once that transaction has committed (never when it rolls back). */
  afterCommit(work: () => unknown): void;
}

type InTransactionHandler<Payload> = (event: Payload, tx: EventTransaction) => Promise<void>;
type AfterCommitHandler<Payload> = (event: Payload) => unknown;

interface Subscription {
  subscriber: string;
  inTransaction?: InTransactionHandler<unknown>;
  afterCommit?: AfterCommitHandler<unknown>;
}

/**
 * Synchronous, in-process, typed. `publish` runs every in-transaction subscriber, in the order they
 * were registered, inside the publisher's transaction and awaited: one that throws rolls the whole
 * change back, as if the publisher had written it itself (an invoice that cannot be issued stops
 * the payment's move, as it always did). After-commit subscribers run once the transaction
 * commits, not awaited by the publisher, and their errors are logged, never thrown: the change
 * has happened and stands.
 *
 * Published outside a transaction (the manager's runner holds none), "after commit" is at once.
 */
export class DomainEventBus {
  private readonly subscriptions = new Map<string, Subscription[]>();
  /** Work waiting for a transaction to commit, by the query runner that holds it. */
  private readonly pending = new WeakMap<QueryRunner, Array<() => unknown>>();

  constructor(private readonly logger: Pick<Logger, 'error'>) {}

  /** `handle` runs in the publisher's transaction; what it writes commits with the change. */
  subscribe<Payload>(event: DomainEvent<Payload>, subscriber: string, handle: InTransactionHandler<Payload>): void {
    this.add(event, { subscriber, inTransaction: handle as InTransactionHandler<unknown> });
  }

  /** `handle` runs once the publisher's transaction has committed; a failure is logged. */
  subscribeAfterCommit<Payload>(event: DomainEvent<Payload>, subscriber: string, handle: AfterCommitHandler<Payload>): void {
    this.add(event, { subscriber, afterCommit: handle as AfterCommitHandler<unknown> });
  }

  async publish<Payload>(manager: EntityManager, event: DomainEvent<Payload>, payload: Payload): Promise<void> {
    const tx: EventTransaction = { manager, afterCommit: (work) => this.afterCommit(manager, event.name, 'afterCommit', work) };
    for (const subscription of this.subscriptions.get(event.name) ?? []) {
      if (subscription.inTransaction) await subscription.inTransaction(payload, tx);
      const handle = subscription.afterCommit;
      if (handle) this.afterCommit(manager, event.name, subscription.subscriber, () => handle(payload));
    }
  }

  /** Subscribers of an event, in the order they run (for the architecture test and the docs). */
  subscribersOf(event: DomainEvent<unknown>): string[] {
    return (this.subscriptions.get(event.name) ?? []).map((subscription) => subscription.subscriber);
  }

  /**
   * Lets the bus see `dataSource`'s commits and rollbacks (TypeORM announces both to its
   * subscribers). Call once, before the first publish.
   */
  attach(dataSource: DataSource): void {
    const hooks: EntitySubscriberInterface = {
      afterTransactionCommit: ({ queryRunner }) => {
        // A savepoint released inside a transaction is not its commit.
        if (queryRunner.isTransactionActive) return;
        const work = this.pending.get(queryRunner);
        this.pending.delete(queryRunner);
        for (const run of work ?? []) run();
      },
      afterTransactionRollback: ({ queryRunner }) => {
        if (!queryRunner.isTransactionActive) this.pending.delete(queryRunner);
      },
    };
    dataSource.subscribers.push(hooks);
  }

  private add(event: DomainEvent<unknown>, subscription: Subscription): void {
    const list = this.subscriptions.get(event.name) ?? [];
    list.push(subscription);
    this.subscriptions.set(event.name, list);
  }

  private afterCommit(manager: EntityManager, eventName: string, subscriber: string, work: () => unknown): void {
    const run = () => {
      try {
        void Promise.resolve(work()).catch((error: unknown) => this.failed(eventName, subscriber, error));
      } catch (error) {
        this.failed(eventName, subscriber, error);
      }
    };
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) {
      run();
      return;
    }
    const list = this.pending.get(runner) ?? [];
    list.push(run);
    this.pending.set(runner, list);
  }

  private failed(eventName: string, subscriber: string, error: unknown): void {
    this.logger.error('after-commit subscriber failed', {
      event: eventName,
      subscriber,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
