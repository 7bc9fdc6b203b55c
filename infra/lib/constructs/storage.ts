import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { table as tableDefinition, uploadsBucket } from '../../definitions';

/** The one DynamoDB table and the private uploads bucket, as infra/definitions.ts describes. */
export class Storage extends Construct {
  readonly table: Table;
  readonly uploads: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDefinition.ttlAttribute,
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableDefinition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }

    this.uploads = new Bucket(this, 'Uploads', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [
        {
          prefix: uploadsBucket.uploadPrefix,
          expiration: Duration.days(uploadsBucket.expireUploadsAfterDays),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** Browsers upload straight to the bucket with a presigned POST, from the site's origin only. */
  allowUploadsFrom(origin: string) {
    const methods: Record<string, HttpMethods> = {
      GET: HttpMethods.GET,
      HEAD: HttpMethods.HEAD,
      POST: HttpMethods.POST,
      PUT: HttpMethods.PUT,
    };
    this.uploads.addCorsRule({
      allowedOrigins: [origin],
      allowedMethods: uploadsBucket.cors.allowedMethods.map((m) => methods[m]!),
      allowedHeaders: [...uploadsBucket.cors.allowedHeaders],
      exposedHeaders: [...uploadsBucket.cors.exposedHeaders],
      maxAge: uploadsBucket.cors.maxAgeSeconds,
    });
  }
}
