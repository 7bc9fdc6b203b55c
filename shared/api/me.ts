import * as z from 'zod';

/** GET /api/me: who the verified token says the caller is. */
export const meSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.string(),
});

export type Me = z.infer<typeof meSchema>;
