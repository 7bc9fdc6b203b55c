import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountDeletion } from '@shared/messages';
import {
  accountDeletionQueue,
  generateQueue,
  jobSweep,
  routes,
  table,
  uploadsBucket,
  userPool,
  workers,
} from '../../infra/definitions';
import { LearnBetterStack } from '../../infra/lib/learnbetter-stack';

/** The security and reliability settings the product relies on, asserted on the synthesized stack. */
describe('LearnBetterStack', () => {
  let template: Template;
  beforeAll(() => {
    const app = new App();
    const stack = new LearnBetterStack(app, 'Test', {
      stage: 'test',
      supportEmail: 'support@example.com',
      stripePrices: { monthly: 'price_test_monthly', annual: 'price_test_annual' },
      env: { account: '123456789012', region: 'us-east-1' },
    });
    template = Template.fromStack(stack);
  });

  it('signs users in by email with a verified address, through a public client without a secret', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('keeps the table on demand, with point-in-time recovery, TTL and the shared keys', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true },
      KeySchema: [
        { AttributeName: table.partitionKey, KeyType: 'HASH' },
        { AttributeName: table.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [Match.objectLike({ IndexName: table.globalSecondaryIndexes[0].name })],
    });
  });

  it('keeps every bucket private and encrypted, and expires uploads', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    expect(Object.keys(buckets).length).toBeGreaterThanOrEqual(2);
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
    }
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: uploadsBucket.uploadPrefix,
            ExpirationInDays: uploadsBucket.expireUploadsAfterDays,
            Status: 'Enabled',
          }),
        ]),
      },
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['POST']) })] },
    });
  });

  it('refuses plain-HTTP access to the buckets', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('dead-letters generate messages after three receives', () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: generateQueue.visibilityTimeoutSeconds,
      RedrivePolicy: { maxReceiveCount: generateQueue.maxReceiveCount, deadLetterTargetArn: Match.anyValue() },
    });
  });

  it('feeds the worker with partial batch failures reported', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: generateQueue.batchSize,
    });
  });

  it('consumes the DLQ: the job of each dead letter is failed and refunded by its own function', () => {
    const dlqId = deadLetterQueueOf(template, 'WorkerGenerateQueue');
    const consumer = functionLogicalId(template, 'WorkerDeadLetterConsumer');
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
      FunctionName: { Ref: consumer },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('sweeps stuck jobs on a schedule, with only the table actions it needs', () => {
    const sweep = functionLogicalId(template, 'WorkerStuckJobSweep');
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${jobSweep.everyMinutes} minutes)`,
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [sweep, 'Arn'] },
          Input: JSON.stringify({ mode: 'deadline', staleAfterSeconds: jobSweep.staleAfterSeconds }),
        }),
      ],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [sweep, 'Arn'] },
    });
    const actions = actionsOf(template, sweep);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Scan', 'dynamodb:UpdateItem', 's3:DeleteObject*']));
    expect(actions).not.toContain('dynamodb:PutItem');
    expect(actions.some((a) => a.startsWith('sqs:') || a.startsWith('bedrock:') || a === 's3:GetObject*')).toBe(false);
  });

  it('runs every function on Node 22 and arm64, with a queue visibility longer than the worker timeout', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.Handler === 'index.handler' && fn.Properties.Runtime?.startsWith('nodejs22'),
    );
    expect(functions.length).toBe(routes.length + Object.keys(workers).length);
    for (const fn of functions) expect(fn.Properties.Architectures).toEqual(['arm64']);
    expect(generateQueue.visibilityTimeoutSeconds).toBeGreaterThan(generateQueue.workerTimeoutSeconds);
  });

  it('puts every route behind the Cognito JWT authorizer except the public ones', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Audience: [Match.anyValue()], Issuer: Match.anyValue() },
    });
    const apiRoutes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
    expect(apiRoutes).toHaveLength(routes.length);
    for (const route of routes) {
      const found = apiRoutes.find((r) => r.Properties.RouteKey === `${route.method} ${route.path}`);
      expect(found, route.path).toBeDefined();
      expect(found!.Properties.AuthorizationType).toBe(route.auth === 'jwt' ? 'JWT' : 'NONE');
    }
  });

  it('lets the worker call only its Bedrock model', () => {
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'bedrock:InvokeModel',
            Resource: 'arn:aws:bedrock:us-east-1::foundation-model/amazon.nova-micro-v1:0',
          }),
        ]),
      },
    });
    const workers = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (f) => f.Properties.Environment?.Variables?.MODEL_PROVIDER,
    );
    expect(workers.map((w) => w.Properties.Environment.Variables.MODEL_PROVIDER)).toEqual(['bedrock']);
  });

  it('lets the worker start and read Amazon Transcribe jobs, write only under transcripts/, and re-enqueue checks', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (f) => f.Properties.Environment?.Variables?.TABLE_NAME,
    );
    // Every function agrees, so the API takes audio without looking for local tools.
    for (const fn of functions) expect(fn.Properties.Environment.Variables.TRANSCRIBER).toBe('transcribe');
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('transcribe:StartTranscriptionJob');
    expect(policies).toContain('transcripts/*');
  });

  it('leaves the Stripe webhook public and gives only the payments functions the Stripe parameters', () => {
    expect(routes.find((r) => r.path === '/api/stripe/webhook')).toMatchObject({ auth: 'none', payments: true });
    const functions = Object.values(template.findResources('AWS::Lambda::Function'));
    const withPayments = functions.filter((f) => f.Properties.Environment?.Variables?.STRIPE_SECRET_KEY_PARAMETER);
    // The payments routes, and the account-deletion consumer (it cancels subscriptions).
    expect(withPayments).toHaveLength(routes.filter((r) => r.payments).length + 1);
    for (const fn of withPayments) {
      expect(fn.Properties.Environment.Variables).toMatchObject({
        STRIPE_SECRET_KEY_PARAMETER: '/learnbetter/test/stripe/secret-key',
        STRIPE_WEBHOOK_SECRET_PARAMETER: '/learnbetter/test/stripe/webhook-secret',
        SITE_URL_PARAMETER: '/learnbetter/test/site-url',
        STRIPE_PRICE_MONTHLY: 'price_test_monthly',
        STRIPE_PRICE_ANNUAL: 'price_test_annual',
      });
      expect(fn.Properties.Environment.Variables.STRIPE_SECRET_KEY).toBeUndefined();
    }
    const ssmPolicies = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('ssm:GetParameter'),
    );
    expect(ssmPolicies).toHaveLength(withPayments.length);
    template.hasResourceProperties('AWS::SSM::Parameter', { Name: '/learnbetter/test/site-url', Type: 'String' });
  });

  it('erases deleted accounts from a queue of their own, with only the deletes erasing needs', () => {
    const consumer = functionLogicalId(template, 'AccountDeletionConsumer');
    const queue = queueLogicalId(template, 'AccountDeletionQueue');
    template.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: accountDeletionQueue.visibilityTimeoutSeconds,
      RedrivePolicy: { maxReceiveCount: accountDeletionQueue.maxReceiveCount, deadLetterTargetArn: Match.anyValue() },
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queue, 'Arn'] },
      FunctionName: { Ref: consumer },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const actions = actionsOf(template, consumer);
    expect(actions).toEqual(
      expect.arrayContaining([
        'cognito-idp:AdminUserGlobalSignOut',
        'cognito-idp:AdminDeleteUser',
        'dynamodb:Query',
        'dynamodb:BatchWriteItem',
        's3:ListBucket',
        's3:DeleteObject*',
        'sqs:SendMessage',
      ]),
    );
    expect(
      actions.some((a) => ['dynamodb:Scan', 'dynamodb:PutItem', 's3:PutObject', 's3:GetObject*'].includes(a)),
    ).toBe(false);
    expect(actions.some((a) => a.startsWith('bedrock:') || a.startsWith('transcribe:'))).toBe(false);

    // Only the delete-account route may queue an erasure, and only it is told where the queue is.
    const routeFunctions = Object.entries(template.findResources('AWS::Lambda::Function')).filter(([id]) =>
      id.startsWith('ApiFn'),
    );
    const told = routeFunctions.filter(([, fn]) => fn.Properties.Environment?.Variables?.ACCOUNT_DELETION_QUEUE_URL);
    expect(told.map(([id]) => id)).toEqual([expect.stringMatching(/^ApiFndeleteaccount/)]);
    const senders = routeFunctions.filter(([id]) => JSON.stringify(policiesOf(template, id)).includes(`"${queue}"`));
    expect(senders.map(([id]) => id)).toEqual([told[0]![0]]);
  });

  it('repeats erasing passes past the token lifetime and the worker timeout', () => {
    const lastWriteSeconds = userPool.tokenValidity.idTokenMinutes * 60 + generateQueue.workerTimeoutSeconds;
    expect(accountDeletion.coverSeconds).toBeGreaterThan(lastWriteSeconds);
    expect(accountDeletion.passDelaySeconds).toBeLessThanOrEqual(900); // SQS's longest delay
  });

  it('serves the SPA through CloudFront with origin access control, security headers and /api/* uncached', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: Match.anyValue(),
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: Match.arrayWith(['POST', 'DELETE']),
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
          }),
        ],
      }),
    });
  });
});

/** The logical id of the one Lambda function whose construct path gives this prefix. */
function queueLogicalId(template: Template, prefix: string): string {
  const ids = Object.keys(template.findResources('AWS::SQS::Queue')).filter(
    (id) => id.startsWith(prefix) && !id.includes('DeadLetter'),
  );
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

/** The DLQ a queue redrives to. */
function deadLetterQueueOf(template: Template, prefix: string): string {
  const queue = template.findResources('AWS::SQS::Queue')[queueLogicalId(template, prefix)]!;
  return (queue.Properties.RedrivePolicy.deadLetterTargetArn as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!;
}

/** The IAM policies attached to a function's role. */
function policiesOf(template: Template, functionId: string) {
  const role = (
    template.findResources('AWS::Lambda::Function')[functionId]!.Properties.Role as { 'Fn::GetAtt': string[] }
  )['Fn::GetAtt'][0];
  return Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
    (policy.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === role),
  );
}

/** Every action a function's role allows. */
function actionsOf(template: Template, functionId: string): string[] {
  return policiesOf(template, functionId).flatMap((policy) =>
    (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((st) =>
      Array.isArray(st.Action) ? st.Action : [st.Action],
    ),
  );
}

function functionLogicalId(template: Template, prefix: string): string {
  const ids = Object.keys(template.findResources('AWS::Lambda::Function')).filter((id) => id.startsWith(prefix));
  expect(ids).toHaveLength(1);
  return ids[0]!;
}
