import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../support/checkout-helpers.js';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/test-shop.js';

/**
 * docs/api/quickstart.md cannot rot: every ```sh and ```ts block in it is run here, in order,
 * against a test shop, and what it prints is checked. A block must be marked `<!-- run: name -->`
 * so this suite knows it; an unmarked runnable block fails the suite.
 */
const run = promisify(execFile);
const QUICKSTART = path.resolve('docs/api/quickstart.md');
const SCRATCH = path.resolve('node_modules/.cache/docs-examples');

interface Example {
  name: string;
  language: 'sh' | 'ts';
  code: string;
}

function examples(markdown: string): Map<string, Example> {
  const found = new Map<string, Example>();
  for (const match of markdown.matchAll(/<!-- run: ([\w-]+) -->\n```(sh|ts)\n([\s\S]*?)\n```/g)) {
    found.set(match[1], { name: match[1], language: match[2] as 'sh' | 'ts', code: match[3] });
  }
  return found;
}

const markdown = readFileSync(QUICKSTART, 'utf8');
const blocks = examples(markdown);
const env: Record<string, string> = {};
let shop: TestShop;
let receiver: ChildProcess | undefined;
/** What the quickstart's receiver has printed so far. */
let printed = '';
const receiverOutput = () => printed;

function example(name: string): Example {
  const found = blocks.get(name);
  if (!found) throw new Error(`quickstart.md has no example marked <!-- run: ${name} -->`);
  return found;
}

async function runShell(name: string, options: { cwd?: string; timeoutMs?: number } = {}): Promise<string> {
  const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', example(name).code], {
    env: { ...process.env, ...env },
    cwd: options.cwd,
    timeout: options.timeoutMs ?? 20_000,
  });
  return stdout.trim();
}

function scriptFile(name: string): string {
  mkdirSync(SCRATCH, { recursive: true });
  const file = path.join(SCRATCH, `${name}.mts`);
  writeFileSync(file, example(name).code);
  return file;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  // Development mode, as on an integrator's machine: a receiver on localhost needs no other setting.
  shop = await startTestShop({ NODE_ENV: 'development', WEBHOOK_DISPATCH_SECONDS: '0.1', WEBHOOK_RETRY_BASE_SECONDS: '0.3' });
  Object.assign(env, { SHOP_URL: shop.url, ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password });
});

afterAll(async () => {
  // npx starts tsx, which starts node: killing npx alone left the receiver listening after the
  // suite. It runs in a process group of its own, and the whole group is stopped.
  if (receiver?.pid) {
    try {
      process.kill(-receiver.pid);
    } catch {
      // Already gone.
    }
  }
  await shop?.close();
});

describe('docs/api/quickstart.md', () => {
  it('marks every runnable block, so none is skipped', () => {
    const runnable = [...markdown.matchAll(/^```(sh|ts)$/gm)].length;
    expect(runnable).toBe(blocks.size);
    expect([...blocks.keys()]).toEqual([
      'create-token',
      'list-products',
      'quote',
      'place-order',
      'follow-order',
      'list-orders',
      'sync-orders',
      'typescript-client',
      'codegen',
      'typed-catalogue-sync',
      'create-webhook',
      'webhook-receiver',
      'send-test-webhook',
      'pay-in-sandbox',
    ]);
  });

  it('1. creates a token with curl and an admin session', async () => {
    env.HERBAL_TOKEN = await runShell('create-token');
    expect(env.HERBAL_TOKEN).toMatch(/^hr_test_[\w-]{43}$/);
  });

  it('2. lists products with the token', async () => {
    const body = JSON.parse(await runShell('list-products')) as {
      data: { products: { totalCount: number; items: Array<{ id: string }> } };
    };
    expect(body.data.products.totalCount).toBeGreaterThan(0);
    expect(body.data.products.items.length).toBeGreaterThan(0);
  });

  it('3. prices a cart', async () => {
    const body = JSON.parse(await runShell('quote')) as {
      data: { quote: { totalMoney: { amount: number; formatted: string }; orderable: boolean } };
    };
    expect(body.data.quote.orderable).toBe(true);
    expect(body.data.quote.totalMoney.amount).toBeGreaterThan(0);
    expect(body.data.quote.totalMoney.formatted).toMatch(/^₹[\d,]+\.\d{2}$/);
  });

  it('4. places an order, and a retry with the same key returns the same one', async () => {
    env.ORDER_ID = await runShell('place-order');
    expect(env.ORDER_ID).toMatch(/^[0-9a-f-]{36}$/);
    expect(await runShell('place-order')).toBe(env.ORDER_ID);
  });

  it('5. follows the order, history included, and pages through orders with the token', async () => {
    const body = JSON.parse(await runShell('follow-order')) as { data: { order: { status: string; history: unknown[] } } };
    expect(body.data.order.status).toBe('PENDING');
    expect(body.data.order.history).toHaveLength(1);
    const orders = JSON.parse(await runShell('list-orders')) as { data: { orders: { totalCount: number; items: Array<{ id: string }> } } };
    expect(orders.data.orders.items.map((order) => order.id)).toContain(env.ORDER_ID);
  });

  it('syncs every order by cursor, and a second run from the saved cursor finds nothing new', async () => {
    // The sync shows an order a second after it is written (order-sync.ts, the horizon).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const sync = async (cursor?: string) =>
      (
        await run('npx', ['tsx', scriptFile('sync-orders')], {
          env: { ...process.env, ...env, SYNC_CURSOR: cursor ?? '' },
          timeout: 30_000,
        })
      ).stdout;
    const first = /Synced (\d+) orders; next cursor (\S+)/.exec(await sync());
    expect(Number(first?.[1])).toBeGreaterThanOrEqual(1);
    expect(await sync(first?.[2])).toContain(`Synced 0 orders; next cursor ${first?.[2]}`);
  });

  it('runs the TypeScript client from start to end', async () => {
    const { stdout } = await run('npx', ['tsx', scriptFile('typescript-client')], { env: { ...process.env, ...env }, timeout: 30_000 });
    expect(stdout).toMatch(/: ₹\d/);
    expect(stdout).toMatch(/Placed HB-\d+ \(₹[\d,.]+\); pay at http/);
    expect(stdout).toContain('Status PENDING, payment PENDING, 1 history entries');
  });

  it('generates typed operations with graphql-codegen, and the typed catalogue sync type-checks and runs', async () => {
    mkdirSync(SCRATCH, { recursive: true });
    // In the scratch folder, as in an integrator's own project; the packages come from this repository's node_modules.
    expect((await runShell('codegen', { cwd: SCRATCH, timeoutMs: 60_000 })).split('\n')).toContain('graphql.ts');
    const script = scriptFile('typed-catalogue-sync');
    await run(
      'npx',
      [
        'tsc',
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        '--types',
        'node',
        script,
      ],
      { timeout: 60_000 },
    );
    const { stdout } = await run('npx', ['tsx', script], { env: { ...process.env, ...env }, timeout: 30_000 });
    const [{ n }]: Array<{ n: number }> = await shop.dataSource.query('SELECT count(*)::int AS n FROM products');
    expect(stdout).toMatch(new RegExp(`^Mirrored ${n} products; first changed \\d{4}-.*Z at \\d+ paise; next cursor \\S+`));
    // Three tools run one after another (codegen, tsc, tsx), each with its own limit above: the
    // suite's 30 s for one test was less than their sum, and a busy machine passed it.
  }, 150_000);

  it('6. registers a webhook with the token, and the receiver verifies what arrives and refuses a forged request', async () => {
    const port = await freePort();
    env.WEBHOOK_URL = `http://localhost:${port}/hooks/herbal`;
    [env.WEBHOOK_ENDPOINT_ID, env.WEBHOOK_SECRET] = (await runShell('create-webhook')).split(' ');
    expect(env.WEBHOOK_SECRET).toMatch(/^whsec_/);

    receiver = spawn('npx', ['tsx', scriptFile('webhook-receiver')], {
      env: { ...process.env, ...env, PORT: String(port) },
      detached: true,
    });
    receiver.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const deadline = Date.now() + 20_000;
    let forged: Response | null = null;
    while (!forged && Date.now() < deadline) {
      forged = await fetch(env.WEBHOOK_URL, {
        method: 'POST',
        body: '{"type":"order.paid"}',
        headers: { 'webhook-id': 'msg_forged', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' },
      }).catch(() => null);
      if (!forged) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(forged?.status).toBe(400);

    expect(await runShell('send-test-webhook')).toBe('webhook.test');
    while (!printed.includes(`Verified webhook.test ${env.WEBHOOK_ENDPOINT_ID}`) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(printed).toContain(`Verified webhook.test ${env.WEBHOOK_ENDPOINT_ID}`);

    const { orderId } = await placeOrder(shop.client());
    while (!printed.includes(`Verified order.created ${orderId}`) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(printed).toContain(`Verified order.created ${orderId}`);
  });

  it('7. pays the order in the sandbox by API, and the receiver verifies order.paid', async () => {
    expect(JSON.parse(await runShell('pay-in-sandbox'))).toEqual({
      paid: true,
      order: { status: 'PROCESSING', paymentStatus: 'PAID' },
      errors: [],
    });
    const deadline = Date.now() + 10_000;
    while (!receiverOutput().includes(`Verified order.paid ${env.ORDER_ID}`) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(receiverOutput()).toContain(`Verified order.paid ${env.ORDER_ID}`);
  });
});
