/** The password rules: the Cognito pool enforces them, the sign-up form checks them first. */
export const passwordPolicy = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSpecialCharacters: false,
} as const;
