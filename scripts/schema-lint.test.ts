import { describe, expect, it } from 'vitest';
import { lintSchemaText } from './schema-lint.js';

describe('the schema lint', () => {
  it('counts every type, field, argument, input field and enum value, and lists the undescribed', () => {
    const report = lintSchemaText(`
      "A product."
      type Product { "Its slug." id: ID!, name: String! }
      input Filter { "Inclusive, in paise." minPrice: Int, search: String }
      "Sort order."
      enum Sort { "Cheapest first." PRICE_LOW_HIGH, NEWEST }
      type Query { "One product." product("Its slug." id: ID!, preview: Boolean): Product }
    `);
    expect(report.elements).toBe(13);
    expect(report.described).toBe(7);
    expect(report.undescribed).toEqual([
      'Product.name',
      'Filter',
      'Filter.search',
      'Sort.NEWEST',
      'Query',
      'Query.product(preview)',
      // Built-in scalars (ID, String, Boolean) are not ours to describe.
    ]);
  });

  it('holds the naming rules: PascalCase types, camelCase fields and arguments, SCREAMING_CASE enum values', () => {
    const report = lintSchemaText(`
      type order_line { Quantity: Int, unitPrice: Int }
      enum Role { user, ADMIN, SUPER_ADMIN }
      type Query { lines(Order_ID: ID): [order_line!]! }
    `);
    expect(report.badNames).toEqual([
      'order_line should be PascalCase',
      'order_line.Quantity should be camelCase',
      'Role.user should be SCREAMING_CASE',
      'Query.lines(Order_ID) should be camelCase',
    ]);
  });
});
