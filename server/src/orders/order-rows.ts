import type { DataSource } from 'typeorm';
import { OrderEntity } from './order.entity.js';

/**
 * Orders read by plain SQL instead of TypeORM's query builder: the admin's order list builds its
 * statement and hydrates twenty-one entities of thirty-five columns on every request, and that
 * generic work (SQL assembly, alias escaping, a property-by-property copy through the metadata)
 * cost more CPU than the statement and its rows (bench/api.ts's admin orders).
 *
 * The select list is worked out once from TypeORM's own mapping of OrderEntity, each column under
 * its property name, so a row is an order as it comes. That holds because every column is of a
 * type `pg` already returns as the entity's TypeScript type (integers, text, uuids, booleans and
 * timestamps); a column of any other type, or with a transformer, would need TypeORM's conversion,
 * and the first read refuses it rather than hand out an unconverted value.
 */
const TYPES_READ_AS_THEY_COME = new Set(['integer', 'int', 'text', 'uuid', 'boolean', 'timestamptz', 'timestamp with time zone']);

const selectLists = new WeakMap<DataSource, string>();

/** `o.first_name AS "firstName", …`: every column of orders (aliased `o`) under its entity property. */
export function orderColumnsSql(dataSource: DataSource): string {
  let columns = selectLists.get(dataSource);
  if (!columns) {
    columns = dataSource
      .getMetadata(OrderEntity)
      .columns.map((column) => {
        const type = typeof column.type === 'string' ? column.type : column.type.name.toLowerCase();
        if (!TYPES_READ_AS_THEY_COME.has(type) || column.transformer || column.embeddedMetadata) {
          throw new Error(`orders.${column.databaseName} (${type}) needs TypeORM's conversion: read it through the repository`);
        }
        return `o.${column.databaseName} AS "${column.propertyName}"`;
      })
      .join(', ');
    selectLists.set(dataSource, columns);
  }
  return columns;
}

/** A row selected with orderColumnsSql as an OrderEntity. */
export function toOrder(row: Record<string, unknown>): OrderEntity {
  return Object.assign(new OrderEntity(), row);
}
