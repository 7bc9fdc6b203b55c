import { CfnOutput, Stack } from 'aws-cdk-lib';
import { type CfnStage, HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { envNames } from '@shared/env-names';
import { operations, routes } from '../../definitions';
import { allowParameterReads, appFunction } from '../function-defaults';

/**
 * The HTTP API: one Lambda per route from the shared route table, each behind the Cognito JWT
 * authorizer unless the table marks it public (the Stripe webhook).
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions: NodejsFunction[] = [];

  constructor(
    scope: Construct,
    id: string,
    props: {
      userPool: UserPool;
      client: UserPoolClient;
      table: Table;
      uploads: Bucket;
      queue: Queue;
      /** Only the routes marked `deletesAccounts` may send to it. */
      accountDeletionQueue: Queue;
      environment: Record<string, string>;
      /** Settings and SSM parameters only the payments routes get. */
      payments: { environment: Record<string, string>; parameterNames: string[] };
    },
  ) {
    super(scope, id);
    const region = Stack.of(this).region;
    const authorizer = new HttpJwtAuthorizer(
      'CognitoAuthorizer',
      `https://cognito-idp.${region}.amazonaws.com/${props.userPool.userPoolId}`,
      { jwtAudience: [props.client.userPoolClientId], identitySource: ['$request.header.Authorization'] },
    );
    this.httpApi = new HttpApi(this, 'HttpApi', { createDefaultStage: true });
    // Throttling for every route of the default stage (HttpApiProps has no throttle of its own;
    // replacing the stage would change its logical id). Past it, API Gateway answers 429.
    const stage = this.httpApi.defaultStage!.node.defaultChild as CfnStage;
    stage.defaultRouteSettings = {
      throttlingRateLimit: operations.apiThrottle.rateLimit,
      throttlingBurstLimit: operations.apiThrottle.burstLimit,
    };

    for (const route of routes) {
      const name = route.entry.split('/').pop()!.replace(/\.ts$/, '');
      const environment = {
        ...props.environment,
        ...(route.payments ? props.payments.environment : {}),
        ...(route.deletesAccounts ? { [envNames.accountDeletionQueueUrl]: props.accountDeletionQueue.queueUrl } : {}),
      };
      const fn = appFunction(this, `Fn-${name}`, route.entry, { environment });
      if (route.payments) allowParameterReads(fn, props.payments.parameterNames);
      props.table.grantReadWriteData(fn);
      props.uploads.grantReadWrite(fn);
      props.queue.grantSendMessages(fn);
      if (route.deletesAccounts) props.accountDeletionQueue.grantSendMessages(fn);
      this.functions.push(fn);
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`Int-${name}`, fn),
        authorizer: route.auth === 'jwt' ? authorizer : undefined,
      });
    }
    new CfnOutput(this, 'ApiUrl', { value: this.httpApi.apiEndpoint });
  }
}
