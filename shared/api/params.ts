import * as z from 'zod';

/** Path parameters of /api/jobs/{id} and /api/study-sets/{id}: ULIDs. */
export const idParamsSchema = z.object({ id: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a valid id.') });
