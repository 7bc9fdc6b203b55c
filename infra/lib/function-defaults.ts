import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Every Lambda: Node 22 on arm64, bundled by the local esbuild (no Docker) as ESM, with the
 * repository's tsconfig so @shared imports resolve.
 */
export function appFunction(scope: Construct, id: string, entry: string, props: Partial<NodejsFunctionProps> = {}) {
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
      target: 'node22',
      minify: true,
      sourceMap: true,
      tsconfig: path.join(repoRoot, 'tsconfig.json'),
      mainFields: ['module', 'main'],
      // Some CommonJS dependencies call require(); give the ESM bundle one.
      banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      externalModules: ['@aws-sdk/*'],
    },
    environment: { NODE_OPTIONS: '--enable-source-maps', POWERTOOLS_SERVICE_NAME: 'learnbetter' },
    ...props,
  });
}
