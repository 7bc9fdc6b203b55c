import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { metricDimensions, metricNames } from '@shared/metrics';
import type { GenerationEvent } from '../domain/generate-job';
import { logger } from './logger';

/**
 * Powertools Metrics writes CloudWatch EMF lines to stdout. Only the CDK stack sets the namespace,
 * so locally (npm start, the tests) nothing is recorded and nothing is printed; without a
 * namespace Powertools would print every metric under `default_namespace` and warn each time.
 * Its notes ("No application metrics to publish" after a run that recorded none, such as a
 * transcript check still pending) go to the logger at debug level instead of warning.
 */
export function generationMetrics(namespace: string | undefined) {
  const metrics = new Metrics({
    namespace,
    serviceName: 'learnbetter',
    logger: {
      debug: (message: unknown) => logger.debug(String(message)),
      info: (message: unknown) => logger.debug(String(message)),
      warn: (message: unknown) => logger.debug(String(message)),
      error: (message: unknown) => logger.error(String(message)),
    },
  });

  /**
   * Counts go in the invocation's store (logMetrics publishes them once at the end); a metric with
   * a dimension of its own (failure reason, outcome of a duration) goes out at once as a single
   * metric, so records of one batch never share or overwrite each other's dimensions.
   */
  function recordGeneration(event: GenerationEvent): void {
    if (!namespace) return;
    if (event.outcome === 'started') {
      metrics.addMetric(metricNames.generationsStarted, MetricUnit.Count, 1);
      return;
    }
    if (event.outcome === 'done') {
      metrics.addMetric(metricNames.generationsDone, MetricUnit.Count, 1);
    } else {
      metrics.addMetric(metricNames.generationsFailed, MetricUnit.Count, 1);
      metrics
        .singleMetric()
        .addDimension(metricDimensions.reason, event.reason)
        .addMetric(metricNames.generationsFailed, MetricUnit.Count, 1);
    }
    metrics
      .singleMetric()
      .addDimension(metricDimensions.outcome, event.outcome)
      .addMetric(metricNames.generationDuration, MetricUnit.Milliseconds, Math.max(0, Math.round(event.durationMs)));
  }

  return { metrics, recordGeneration };
}
