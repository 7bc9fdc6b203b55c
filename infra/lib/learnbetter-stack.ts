import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { envNames } from '@shared/env-names';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Storage } from './constructs/storage';
import { Web } from './constructs/web';
import { Worker } from './constructs/worker';

export interface LearnBetterStackProps extends StackProps {
  stage: string;
  supportEmail: string;
  demoVideoUrl?: string;
}

/** The whole product in one stack: auth, storage, the worker, the API and the web front. */
export class LearnBetterStack extends Stack {
  constructor(scope: Construct, id: string, props: LearnBetterStackProps) {
    super(scope, id, props);
    const auth = new Auth(this, 'Auth');
    const storage = new Storage(this, 'Storage');
    const environment = {
      [envNames.tableName]: storage.table.tableName,
      [envNames.uploadsBucket]: storage.uploads.bucketName,
      [envNames.stage]: props.stage,
    };
    const worker = new Worker(this, 'Worker', { table: storage.table, uploads: storage.uploads, environment });
    const api = new Api(this, 'Api', {
      userPool: auth.userPool,
      client: auth.client,
      table: storage.table,
      uploads: storage.uploads,
      queue: worker.queue,
      environment: { ...environment, [envNames.generateQueueUrl]: worker.queue.queueUrl },
    });
    const web = new Web(this, 'Web', {
      api: api.httpApi,
      siteConfig: {
        auth: {
          Cognito: { userPoolId: auth.userPool.userPoolId, userPoolClientId: auth.client.userPoolClientId },
          authFlowType: 'USER_SRP_AUTH',
        },
        supportEmail: props.supportEmail,
        demoVideoUrl: props.demoVideoUrl ?? '',
        stage: props.stage,
      },
    });
    storage.allowUploadsFrom(`https://${web.distribution.distributionDomainName}`);
  }
}
