import path from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { envNames } from '@shared/env-names';
import { metricsNamespace } from '@shared/metrics';
import { operations } from '../definitions';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A log group that keeps its logs for `operations.logRetentionDays` (instead of forever). */
export function retainedLogGroup(scope: Construct, id: string) {
  return new LogGroup(scope, id, { retention: operations.logRetentionDays as RetentionDays });
}

/**
 * How every function is bundled (esbuild, through NodejsFunction); `npm run bench` builds the
 * handlers with the same settings to report their sizes and cold import times.
 */
export const bundling = {
  format: 'esm',
  target: 'node22',
  minify: true,
  sourceMap: true,
  tsconfig: path.join(repoRoot, 'tsconfig.json'),
  mainFields: ['module', 'main'],
  // Some CommonJS dependencies call require(); give the ESM bundle one.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  // The AWS SDK v3 is bundled, not taken from the runtime's copy: tree-shaken into one file, a
  // handler's cold import takes about half as long (decision 0019), and it runs the SDK version
  // the tests ran. Nothing is left external.
  externalModules: [] as string[],
};

/**
 * Every Lambda: Node 22 on arm64, bundled by the local esbuild (no Docker) as ESM, with the
 * repository's tsconfig so @shared imports resolve; logs in its own log group with a retention,
 * and the metrics namespace that turns Powertools Metrics on (it stays off locally).
 */
export function appFunction(scope: Construct, id: string, entry: string, props: Partial<NodejsFunctionProps> = {}) {
  const { environment, ...rest } = props;
  return new NodejsFunction(scope, id, {
    entry: path.join(repoRoot, entry),
    handler: 'handler',
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: 512,
    timeout: Duration.seconds(29),
    projectRoot: repoRoot,
    depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
    bundling: {
      format: OutputFormat.ESM,
      target: bundling.target,
      minify: bundling.minify,
      sourceMap: bundling.sourceMap,
      tsconfig: bundling.tsconfig,
      mainFields: bundling.mainFields,
      banner: bundling.banner,
      externalModules: bundling.externalModules,
    },
    logGroup: retainedLogGroup(scope, `${id}Logs`),
    ...rest,
    environment: {
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_SERVICE_NAME: 'learnbetter',
      [envNames.metricsNamespace]: metricsNamespace,
      ...environment,
    },
  });
}

/** Lets a function read these SSM parameters (the Stripe secrets and the site URL), and no others. */
export function allowParameterReads(fn: NodejsFunction, parameterNames: readonly string[]) {
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ssm:GetParameter'],
      resources: parameterNames.map((parameter) =>
        Stack.of(fn).formatArn({ service: 'ssm', resource: 'parameter', resourceName: parameter.replace(/^\//, '') }),
      ),
    }),
  );
}
