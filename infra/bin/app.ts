import { App } from 'aws-cdk-lib';
import { defaultBedrockModelId } from '@shared/models';
import { LearnBetterStack } from '../lib/learnbetter-stack';

const app = new App();
const stage = (app.node.tryGetContext('stage') as string | undefined) ?? 'prod';

new LearnBetterStack(app, `LearnBetter-${stage}`, {
  stage,
  supportEmail: (app.node.tryGetContext('supportEmail') as string | undefined) ?? 'support@learnbetter.app',
  demoVideoUrl: app.node.tryGetContext('demoVideoUrl') as string | undefined,
  alarmEmail: (app.node.tryGetContext('alarmEmail') as string | undefined) || undefined,
  model: {
    provider: (app.node.tryGetContext('modelProvider') as 'bedrock' | 'local' | undefined) ?? 'bedrock',
    bedrockModelId: (app.node.tryGetContext('bedrockModelId') as string | undefined) ?? defaultBedrockModelId,
  },
  stripePrices: {
    monthly: (app.node.tryGetContext('stripePriceMonthly') as string | undefined) ?? 'price_monthly_not_set',
    annual: (app.node.tryGetContext('stripePriceAnnual') as string | undefined) ?? 'price_annual_not_set',
  },
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION ?? 'us-east-1' },
});
