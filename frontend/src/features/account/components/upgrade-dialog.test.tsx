import { describe, expect, it } from 'vitest';
import { planButton } from './upgrade-dialog';

describe('plan buttons (spec §2, §5)', () => {
  it('marks the current plan and cannot choose it', () => {
    expect(planButton('free', 'free', null)).toEqual({ label: 'Current Plan', disabled: true });
    expect(planButton('monthly', 'monthly', null)).toEqual({ label: 'Current Plan', disabled: true });
    expect(planButton('annual', 'annual', null)).toEqual({ label: 'Current Plan', disabled: true });
  });

  it('offers upgrades only', () => {
    expect(planButton('monthly', 'free', null)).toEqual({ label: 'Choose Monthly Pro', disabled: false });
    expect(planButton('annual', 'free', null)).toEqual({ label: 'Choose Annual Pro', disabled: false });
    expect(planButton('annual', 'monthly', null)).toEqual({ label: 'Choose Annual Pro', disabled: false });
    expect(planButton('monthly', 'annual', null)).toEqual({ label: 'Downgrade', disabled: true });
    expect(planButton('free', 'monthly', null).disabled).toBe(true);
  });

  it('disables every plan button while one checkout is starting', () => {
    expect(planButton('annual', 'free', 'annual')).toEqual({ label: 'Loading...', disabled: true });
    expect(planButton('monthly', 'free', 'annual')).toEqual({ label: 'Choose Monthly Pro', disabled: true });
  });
});
