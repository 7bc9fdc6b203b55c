import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, CfnOutput, type CfnResource, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  HttpVersion,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { SiteConfig } from '@shared/site-config';
import { repoRoot, retainedLogGroup } from '../function-defaults';

/**
 * The SPA on CloudFront: a private bucket behind origin access control, /api/* forwarded to the
 * HTTP API uncached, client-side routes answered with index.html, security headers on every
 * response, and config.json written at deploy with this stage's settings.
 */
export class Web extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: { api: HttpApi; siteConfig: Omit<SiteConfig, 'apiBaseUrl'> }) {
    super(scope, id);
    const siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    // autoDeleteObjects runs a provider function CDK creates once per stack, without a log group
    // of its own; give it one with the same retention as every other function.
    const autoDelete = Stack.of(this)
      .node.tryFindChild('Custom::S3AutoDeleteObjectsCustomResourceProvider')
      ?.node.tryFindChild('Handler') as CfnResource | undefined;
    autoDelete?.addPropertyOverride('LoggingConfig', {
      LogGroup: retainedLogGroup(this, 'AutoDeleteObjectsLogs').logGroupName,
    });

    // A path without a file extension is a client-side route: serve the SPA. Unlike a
    // distribution-wide 404→index.html error response, this leaves /api errors alone.
    const spaRouting = new CloudFrontFunction(this, 'SpaRouting', {
      code: FunctionCode.fromInline(`function handler(event) {
  var request = event.request;
  if (!/\\.[a-zA-Z0-9]+$/.test(request.uri)) request.uri = '/index.html';
  return request;
}`),
    });

    const apiDomain = Fn.select(2, Fn.split('/', props.api.apiEndpoint));
    this.distribution = new Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        functionAssociations: [{ function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(apiDomain),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        },
      },
    });

    const config: SiteConfig = { ...props.siteConfig, apiBaseUrl: '/api' };
    const dist = path.join(repoRoot, 'dist');
    const sources = [Source.jsonData('config.json', config)];
    if (existsSync(path.join(dist, 'index.html'))) {
      sources.unshift(Source.asset(dist, { exclude: ['config.json', '**/*.map'] }));
    } else {
      Annotations.of(this).addWarningV2(
        'learnbetter:no-spa-build',
        'dist/ is not built: run `npm run build` before deploying.',
      );
    }
    new BucketDeployment(this, 'Deploy', {
      destinationBucket: siteBucket,
      sources,
      distribution: this.distribution,
      distributionPaths: ['/index.html', '/config.json'],
      prune: false,
      logGroup: retainedLogGroup(this, 'DeployLogs'),
    });

    new CfnOutput(this, 'SiteUrl', { value: `https://${this.distribution.distributionDomainName}` });
  }
}
