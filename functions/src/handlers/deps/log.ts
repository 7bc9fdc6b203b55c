import type { Log } from '../../domain/ports';
import { logger } from '../../lib/logger';

/** The domain's log port, written to the Powertools logger (structured JSON in CloudWatch). */
export const log: Log = (level, message, details = {}) => logger[level](message, details);
