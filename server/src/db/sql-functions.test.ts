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

  it('write a time zone as a quoted name, and refuse one that could change the SQL around it', () => {
    expect(renderSqlFunctions('days.sql', 'AT TIME ZONE {{ZONE}}', { ZONE: 'Asia/Kolkata' })).toBe("AT TIME ZONE 'Asia/Kolkata'");
    expect(() => renderSqlFunctions('days.sql', 'AT TIME ZONE {{ZONE}}', { ZONE: "x'; DROP TABLE orders; --" })).toThrow(/ZONE/);
  });
});
