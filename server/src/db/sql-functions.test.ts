import { describe, expect, it } from 'vitest';
import { loadSqlFunctionFiles, renderSqlFunctions } from './sql-functions.js';

describe('the SQL function files', () => {
  it('all load, with every figure written in', () => {
    for (const { file, sql } of loadSqlFunctionFiles()) expect(sql, file).not.toMatch(/\{\{\s*\w+\s*\}\}/);
  });

  it('refuse a placeholder that names no stated figure, rather than apply broken SQL', () => {
    expect(() => renderSqlFunctions('stock.sql', 'SELECT {{LOW_STOCK_ABOVE}}')).toThrow(/LOW_STOCK_ABOVE/);
    expect(renderSqlFunctions('stock.sql', 'WHERE n.stock < {{ LOW }}', { LOW: 7 })).toBe('WHERE n.stock < 7');
  });
});
