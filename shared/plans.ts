/** Plans, prices and allowances (spec §9). The one place these numbers live. */
export const planTypes = ['free', 'monthly', 'annual'] as const;
export type PlanType = (typeof planTypes)[number];

export interface Plan {
  type: PlanType;
  name: string;
  /** Price in whole US dollars per billing interval; 0 for free. */
  priceUsd: number;
  interval: 'month' | 'year' | null;
  generationsPerMonth: number;
}

export const plans: Record<PlanType, Plan> = {
  free: { type: 'free', name: 'Free', priceUsd: 0, interval: null, generationsPerMonth: 1 },
  monthly: {
    type: 'monthly',
    name: 'Monthly Pro',
    priceUsd: 14,
    interval: 'month',
    generationsPerMonth: 50,
  },
  annual: {
    type: 'annual',
    name: 'Annual Pro',
    priceUsd: 99,
    interval: 'year',
    generationsPerMonth: 75,
  },
};

export function generationLimit(plan: PlanType): number {
  return plans[plan].generationsPerMonth;
}

/** Sidebar label (spec §2): annual subscribers are offered no upgrade. */
export function upgradeLabel(plan: PlanType): string | null {
  if (plan === 'annual') return null;
  return plan === 'monthly' ? 'Upgrade to Annual' : 'Upgrade to Premium';
}
