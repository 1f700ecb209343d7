import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * An order's status changes only through order-transition.ts, so the history, the stock, the
 * event and the e-mail that go with a change can never be skipped. This reads every hand-written
 * source file of the server, TypeScript and SQL, for anything that writes orders.status.
 */
const SERVER_SRC = path.resolve(import.meta.dirname, '..');
const TRANSITION = 'orders/order-transition.ts';
/** Creating an order writes its first status: the one statement that places it. */
const PLACES_ORDERS = ['db/functions/place-order.sql', 'db/migrations/1766600000000-place-order-function.ts'];

/** create(), merge() and preload() build entities in memory; these write them. */
const WRITE_METHODS = new Set(['update', 'save', 'insert', 'upsert', 'set', 'values']);

/** Writes of orders.status in SQL text: UPDATE orders … SET status =, INSERT INTO orders (… status …), NEW.status :=. */
function sqlStatusWrites(sql: string): string[] {
  const found: string[] = [];
  for (const match of sql.matchAll(
    /\bUPDATE\s+orders\b(?:\s+(?:AS\s+)?\w+)?\s+SET\b([\s\S]*?)(?=\bWHERE\b|\bFROM\b|\bRETURNING\b|;|$)/gi,
  )) {
    if (/(?<![\w])status\s*=(?!=)/i.test(match[1])) found.push('UPDATE orders SET status');
  }
  for (const match of sql.matchAll(/\bINSERT\s+INTO\s+orders\s*\(([^)]*)\)/gi)) {
    if (match[1].split(',').some((column) => column.trim().toLowerCase() === 'status')) found.push('INSERT INTO orders (status)');
  }
  if (/\bNEW\.status\s*:?=/i.test(sql)) found.push('NEW.status :=');
  return found;
}

function writesStatusKey(node: ts.Node): boolean {
  if (ts.isArrayLiteralExpression(node)) return node.elements.some(writesStatusKey);
  if (!ts.isObjectLiteralExpression(node)) return false;
  return node.properties.some(
    (property) =>
      ts.isSpreadAssignment(property) ||
      ((ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
        /^['"]?status['"]?$/.test(property.name.getText())),
  );
}

/** Writes of an order's status in a TypeScript file: TypeORM writes of OrderEntity with `status`, `x.status =`, and SQL. */
export function statusWrites(fileName: string, text: string): string[] {
  if (fileName.endsWith('.sql')) return sqlStatusWrites(text);
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node): void => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ((ts.isPropertyAccessExpression(node.left) && node.left.name.text === 'status') ||
        (ts.isElementAccessExpression(node.left) && /^['"]status['"]$/.test(node.left.argumentExpression.getText())))
    ) {
      found.push(`line ${at(node)}: assigns .status`);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && WRITE_METHODS.has(node.expression.name.text)) {
      const method = node.expression.name.text;
      const entityFirst = node.arguments[0]?.getText() === 'OrderEntity';
      if (entityFirst || /\bOrderEntity\b/.test(node.expression.expression.getText())) {
        // update(criteria, values) writes its second argument, the others their first (after the entity).
        const values = node.arguments[(entityFirst ? 1 : 0) + (method === 'update' ? 1 : 0)];
        // Values passed in a variable could hold anything: only a literal shows what is written.
        if (values && (writesStatusKey(values) || !(ts.isObjectLiteralExpression(values) || ts.isArrayLiteralExpression(values)))) {
          found.push(`line ${at(node)}: ${method}(OrderEntity) with status`);
        }
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      for (const write of sqlStatusWrites(node.getText())) found.push(`line ${at(node)}: ${write}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.(ts|sql)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe("an order's status", () => {
  const writes = sourceFiles(SERVER_SRC).flatMap((full) => {
    const file = path.relative(SERVER_SRC, full).split(path.sep).join('/');
    return statusWrites(file, readFileSync(full, 'utf8')).map((write) => `${file}: ${write}`);
  });

  it('is written only by the order transition, and first by the statement that places the order', () => {
    const elsewhere = writes.filter(
      (write) => !write.startsWith(`${TRANSITION}:`) && !PLACES_ORDERS.some((file) => write.startsWith(`${file}:`)),
    );
    expect(elsewhere).toEqual([]);
    // The search sees the writes it allows: a search that found nothing would prove nothing.
    expect(writes.filter((write) => write.startsWith(`${TRANSITION}:`))).toEqual([
      expect.stringMatching(/update\(OrderEntity\) with status/),
    ]);
    for (const file of PLACES_ORDERS) expect(writes).toContainEqual(expect.stringMatching(`^${file}: .*INSERT INTO orders \\(status\\)`));
  });

  it('would be caught written any of the ways TypeORM or SQL can write it', () => {
    const attempts = [
      `await manager.update(OrderEntity, { id }, { status: 'Cancelled' });`,
      `await manager.update(OrderEntity, { id }, { paymentStatus: 'FAILED', ...changes });`,
      `await manager.update(OrderEntity, { id: order.id }, changes);`,
      `await dataSource.getRepository(OrderEntity).update({ id }, { status });`,
      `await manager.createQueryBuilder().update(OrderEntity).set({ status: 'Shipped' }).execute();`,
      `order.status = 'Delivered'; await manager.save(order);`,
      `await manager.query("UPDATE orders SET payment_status = 'PAID', status = 'Processing' WHERE id = $1", [id]);`,
      'await manager.query(`UPDATE orders o SET status = $2 WHERE o.id = $1`, [id, to]);',
      `await manager.query('INSERT INTO orders (email, status) VALUES ($1, $2)', [email, status]);`,
    ];
    for (const attempt of attempts) expect(statusWrites('attempt.ts', attempt), attempt).not.toEqual([]);
    expect(statusWrites('trigger.sql', `BEGIN NEW.status := 'Cancelled'; RETURN NEW; END`)).not.toEqual([]);
  });

  it('leaves alone the writes of other columns and other tables', () => {
    const others = [
      `await manager.update(OrderEntity, { id }, { paymentStatus: 'PAID', refundDue: true });`,
      `await manager.update(PaymentEntity, { id }, { status: 'COMPLETED' });`,
      `await manager.update(OrderEntity, { status: 'Pending', id }, { stockReserved: false });`,
      `await manager.query("UPDATE orders SET payment_status = 'FAILED' WHERE status = 'Pending'");`,
      `await manager.query('UPDATE mail_outbox SET status = $2 WHERE id = $1', [id, status]);`,
      `const rows = await manager.query('SELECT 1 FROM orders o WHERE o.status = $1', [status]);`,
      `if (order.status === 'Cancelled') return;`,
    ];
    for (const other of others) expect(statusWrites('other.ts', other), other).toEqual([]);
  });
});
