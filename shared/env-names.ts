/**
 * Names of the environment variables the Lambda functions read. The CDK stack sets them, the
 * local stack sets them, and functions/src/lib/config.ts checks them: one spelling for all.
 */
export const envNames = {
  tableName: 'TABLE_NAME',
  uploadsBucket: 'UPLOADS_BUCKET',
  generateQueueUrl: 'GENERATE_QUEUE_URL',
  stage: 'STAGE',
} as const;
