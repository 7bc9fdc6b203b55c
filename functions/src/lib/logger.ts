import { Logger } from '@aws-lambda-powertools/logger';

/** One logger for every function; Powertools writes structured JSON CloudWatch understands. */
export const logger = new Logger({ serviceName: 'learnbetter' });
