import { describe, expect, it } from 'vitest';
import { billingPeriod, usageView } from './allowance';

describe('billingPeriod', () => {
  it('is the calendar month in UTC', () => {
    expect(billingPeriod(new Date('2026-05-31T23:59:59.999Z'))).toBe('2026-05');
    expect(billingPeriod(new Date('2026-06-01T00:00:00.000Z'))).toBe('2026-06');
  });
});

describe('usageView', () => {
  it('allows a generation while used is below the plan limit', () => {
    expect(usageView('free', 0)).toEqual({
      generationsUsed: 0,
      generationsLimit: 1,
      planType: 'free',
      canGenerate: true,
    });
    expect(usageView('free', 1).canGenerate).toBe(false);
    expect(usageView('annual', 74).canGenerate).toBe(true);
  });
});
