import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { envNames } from '@shared/env-names';
import { defaultBedrockModelId } from '@shared/models';
import { parameterNames } from '../definitions';
import { AccountDeletion } from './constructs/account-deletion';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Monitoring } from './constructs/monitoring';
import { Storage } from './constructs/storage';
import { Web } from './constructs/web';
import { Worker } from './constructs/worker';

export interface LearnBetterStackProps extends StackProps {
  stage: string;
  supportEmail: string;
  demoVideoUrl?: string;
  /** Stripe price ids for Monthly Pro and Annual Pro (test-mode ids work). */
  stripePrices: { monthly: string; annual: string };
  /** The generator in AWS (default Bedrock with a small, fast model). */
  model?: { provider: 'bedrock' | 'local'; bedrockModelId: string };
  /** Subscribed by e-mail to the alarm topic when given (`-c alarmEmail=…`); no subscription otherwise. */
  alarmEmail?: string;
}

/** The whole product in one stack: auth, storage, the worker, the API and the web front. */
export class LearnBetterStack extends Stack {
  constructor(scope: Construct, id: string, props: LearnBetterStackProps) {
    super(scope, id, props);
    const parameters = parameterNames(props.stage);
    const auth = new Auth(this, 'Auth');
    const storage = new Storage(this, 'Storage');
    const environment = {
      [envNames.tableName]: storage.table.tableName,
      [envNames.uploadsBucket]: storage.uploads.bucketName,
      [envNames.stage]: props.stage,
      // Audio goes to Amazon Transcribe (the worker starts it and checks back by a delayed
      // message); the API then takes audio uploads without looking for local tools.
      [envNames.transcriber]: 'transcribe',
    };
    const worker = new Worker(this, 'Worker', {
      table: storage.table,
      uploads: storage.uploads,
      environment,
      model: props.model ?? { provider: 'bedrock', bedrockModelId: defaultBedrockModelId },
    });
    const paymentSettings = {
      // Names, not values: the functions read the parameters at cold start, so the secrets
      // never enter the template, and the site URL (known only once CloudFront exists) makes
      // no dependency cycle between the API and the distribution in front of it.
      environment: {
        [envNames.siteUrlParameter]: parameters.siteUrl,
        [envNames.stripeSecretKeyParameter]: parameters.stripeSecretKey,
        [envNames.stripeWebhookSecretParameter]: parameters.stripeWebhookSecret,
        [envNames.stripePriceMonthly]: props.stripePrices.monthly,
        [envNames.stripePriceAnnual]: props.stripePrices.annual,
      },
      parameterNames: Object.values(parameters),
    };
    const functionEnvironment = { ...environment, [envNames.generateQueueUrl]: worker.queue.queueUrl };
    const accountDeletion = new AccountDeletion(this, 'AccountDeletion', {
      table: storage.table,
      uploads: storage.uploads,
      userPool: auth.userPool,
      environment: functionEnvironment,
      payments: paymentSettings,
    });
    const api = new Api(this, 'Api', {
      userPool: auth.userPool,
      client: auth.client,
      table: storage.table,
      uploads: storage.uploads,
      queue: worker.queue,
      accountDeletionQueue: accountDeletion.queue,
      environment: functionEnvironment,
      payments: paymentSettings,
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
    new Monitoring(this, 'Monitoring', {
      api: api.httpApi,
      worker: worker.fn,
      queue: worker.queue,
      deadLetterQueue: worker.deadLetterQueue,
      accountDeletionDeadLetterQueue: accountDeletion.deadLetterQueue,
      alarmEmail: props.alarmEmail,
    });
    const siteUrl = `https://${web.distribution.distributionDomainName}`;
    storage.allowUploadsFrom(siteUrl);
    new StringParameter(this, 'SiteUrl', {
      parameterName: parameters.siteUrl,
      stringValue: siteUrl,
      description: 'The site origin, for Stripe success, cancel and return addresses',
    });
  }
}
