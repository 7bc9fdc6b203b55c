import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * X-Ray tracing for the worker (the CDK stack turns on active tracing for it). Powertools enables
 * it only inside Lambda (AWS_EXECUTION_ENV set) unless POWERTOOLS_TRACE_ENABLED=false, so under
 * npm start and the tests it does nothing.
 */
export const tracer = new Tracer({ serviceName: 'learnbetter' });
