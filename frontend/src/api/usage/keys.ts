/** The signed-in student's allowance and plan. */
export const usageKeys = { usage: ['usage'] as const, subscription: ['subscription'] as const };
