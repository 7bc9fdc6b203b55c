/** What the upgrade dialog and My Account say when a billing call fails. */
export const billingMessages = {
  noEmail: 'Please ensure you have a valid email address',
  checkoutFailed: 'Failed to start checkout process. Please try again.',
  portalFailed: 'Unable to open billing portal. Please try again later.',
} as const;
