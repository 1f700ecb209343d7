import { describe, expect, it } from 'vitest';
import { cronEvery } from './cron-every.js';

describe('the schedule of a check that runs every so many seconds', () => {
  it('runs on the second under a minute, on the minute under an hour, on the hour above', () => {
    expect(cronEvery(1)).toBe('*/1 * * * * *');
    expect(cronEvery(15)).toBe('*/15 * * * * *');
    expect(cronEvery(60)).toBe('0 */1 * * * *');
    expect(cronEvery(300)).toBe('0 */5 * * * *');
    expect(cronEvery(7200)).toBe('0 0 */2 * * *');
  });

  it('refuses a fraction or nothing', () => {
    expect(() => cronEvery(0)).toThrow();
    expect(() => cronEvery(1.5)).toThrow();
  });
});
