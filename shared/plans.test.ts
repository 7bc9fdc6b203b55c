import { describe, expect, it } from 'vitest';
import { generationLimit, plans, upgradeLabel } from './plans';

describe('plans (spec §9)', () => {
  it('gives free 1, monthly 50 and annual 75 generations a month', () => {
    expect([generationLimit('free'), generationLimit('monthly'), generationLimit('annual')]).toEqual([1, 50, 75]);
  });

  it('prices Monthly Pro at $14 a month and Annual Pro at $99 a year', () => {
    expect(plans.monthly).toMatchObject({ name: 'Monthly Pro', priceUsd: 14, interval: 'month' });
    expect(plans.annual).toMatchObject({ name: 'Annual Pro', priceUsd: 99, interval: 'year' });
  });

  it('annual saves $69 a year over twelve monthly payments and gives 25 more generations', () => {
    expect(plans.monthly.priceUsd * 12 - plans.annual.priceUsd).toBe(69);
    expect(plans.annual.generationsPerMonth - plans.monthly.generationsPerMonth).toBe(25);
  });

  it('labels the upgrade by plan and offers none to annual subscribers', () => {
    expect(upgradeLabel('free')).toBe('Upgrade to Premium');
    expect(upgradeLabel('monthly')).toBe('Upgrade to Annual');
    expect(upgradeLabel('annual')).toBeNull();
  });
});
