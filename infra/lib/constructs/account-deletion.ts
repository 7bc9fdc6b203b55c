import { Duration } from 'aws-cdk-lib';
import type { UserPool } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { envNames } from '@shared/env-names';
import { accountDeletionQueue, uploadsBucket, workers } from '../../definitions';
import { allowParameterReads, appFunction } from '../function-defaults';
import { queueWithDeadLetter } from '../queues';

/**
 * Erasing deleted accounts (functions/src/domain/account-deletion.ts): the account-deletion queue
 * with its DLQ, and the consumer that runs one erasing pass per message. The consumer may delete
 * only what erasing needs: the user pool's users, the table's items, and objects under uploads/
 * and sources/; it reads the billing record and, to cancel subscriptions, the Stripe settings.
 */
export class AccountDeletion extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly fn: NodejsFunction;

  constructor(
    scope: Construct,
    id: string,
    props: {
      table: Table;
      uploads: Bucket;
      userPool: UserPool;
      environment: Record<string, string>;
      payments: { environment: Record<string, string>; parameterNames: string[] };
    },
  ) {
    super(scope, id);
    ({ queue: this.queue, deadLetterQueue: this.deadLetterQueue } = queueWithDeadLetter(
      this,
      { queue: 'Queue', deadLetter: 'DeadLetterQueue' },
      accountDeletionQueue,
    ));
    this.fn = appFunction(this, 'Consumer', workers.deleteAccount.entry, {
      timeout: Duration.seconds(accountDeletionQueue.consumerTimeoutSeconds),
      environment: {
        ...props.environment,
        ...props.payments.environment,
        [envNames.accountDeletionQueueUrl]: this.queue.queueUrl,
        [envNames.userPoolId]: props.userPool.userPoolId,
      },
    });
    this.fn.addEventSource(new SqsEventSource(this.queue, { batchSize: 1, reportBatchItemFailures: true }));
    // The next pass is sent to its own queue.
    this.queue.grantSendMessages(this.fn);
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:AdminDeleteUser'],
        resources: [props.userPool.userPoolArn],
      }),
    );
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchWriteItem'],
        resources: [props.table.tableArn],
      }),
    );
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [props.uploads.bucketArn],
        conditions: {
          StringLike: { 's3:prefix': [`${uploadsBucket.uploadPrefix}*`, `${uploadsBucket.sourcePrefix}*`] },
        },
      }),
    );
    props.uploads.grantDelete(this.fn, `${uploadsBucket.uploadPrefix}*`);
    props.uploads.grantDelete(this.fn, `${uploadsBucket.sourcePrefix}*`);
    allowParameterReads(this.fn, props.payments.parameterNames);
  }
}
