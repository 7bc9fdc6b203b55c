/**
 * Where a user's files live in the uploads bucket (infra/definitions.ts, `uploadsBucket`): every
 * key starts with one of the user's own prefixes, so erasing an account is a prefix delete.
 */

/** A job's upload: its own key, never reused; the bucket expires it (uploads/ lifecycle). */
export const uploadKeyFor = (userId: string, jobId: string) => `uploads/${userId}/${jobId}`;

/** The original file of a set, kept for the set's life outside the expiring uploads/ prefix. */
export const sourceKeyFor = (userId: string, setId: string) => `sources/${userId}/${setId}`;

/** Every prefix holding files of the user (each ends with "/", so no other user's id matches it). */
export const userFilePrefixes = (userId: string) => [uploadKeyFor(userId, ''), sourceKeyFor(userId, '')];
