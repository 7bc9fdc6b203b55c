import { workerSettings } from '../../lib/env';
import { generationMetrics } from '../../lib/metrics';

/** The worker's generation metrics, under the namespace only the CDK stack sets (none locally). */
export const { metrics, recordGeneration } = generationMetrics(workerSettings().metricsNamespace);
