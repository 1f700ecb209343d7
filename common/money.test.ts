import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, groupIndianDigits } from './money';

const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('rupee amounts', () => {
  it('are written the en-IN way', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(30)).toBe('₹30.00');
    expect(formatRupees(249.5)).toBe('₹249.50');
    expect(formatRupees(1234)).toBe('₹1,234.00');
    expect(formatRupees(123456.78)).toBe('₹1,23,456.78');
    expect(formatRupees(12345678.9)).toBe('₹1,23,45,678.90');
    expect(formatRupees(-1030)).toBe('-₹1,030.00');
    expect(formatPaise(104900)).toBe('₹1,049.00');
  });

  it('match Intl exactly for every amount a shop shows', () => {
    const amounts = [
      0,
      -0,
      1e-7,
      5e-3,
      1e12 + 0.125,
      0.01,
      0.1,
      0.994,
      0.995,
      0.996,
      1.005,
      2.675,
      999.995,
      1000,
      99999.99,
      100000,
      1e9 + 0.5,
      -0.001,
      -0.004,
      -0.005,
      -12.345,
    ];
    for (let paise = 0; paise < 300_000; paise += 37) amounts.push(paise / 100, -paise / 100);
    for (let n = 0; n < 2000; n += 1) amounts.push(Math.random() * 10 ** Math.floor(Math.random() * 10));
    for (const amount of amounts) expect(formatRupees(amount), String(amount)).toBe(intl.format(amount));
  });

  it('group digits in threes then pairs', () => {
    expect(['1', '12', '123', '1234', '12345', '123456', '1234567'].map(groupIndianDigits)).toEqual([
      '1',
      '12',
      '123',
      '1,234',
      '12,345',
      '1,23,456',
      '12,34,567',
    ]);
  });
});
