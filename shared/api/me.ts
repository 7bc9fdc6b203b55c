import * as z from 'zod';

/** GET /api/me: who the verified token says the caller is. */
export const meSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.string(),
});

export type Me = z.infer<typeof meSchema>;

/** DELETE /api/me: the student types the e-mail they signed in with, to confirm. */
export const deleteAccountRequestSchema = z.object({
  confirmEmail: z.string().trim().min(1, 'Type your e-mail address to confirm.').max(320),
});

export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
