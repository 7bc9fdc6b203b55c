import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
  paginateScan,
} from '@aws-sdk/lib-dynamodb';
import type { JobStatus } from '@shared/api/jobs';
import type { JobRecord, JobStore } from '../../domain/ports';
import { jobKey, userKey } from './keys';
import { documentClientFor, stripKeys, thirtyDaysOn, whenConditionHolds } from './table';

/** Jobs (JOB#{jobId}, keys.ts): every write moves the expiry on, so a job lives 30 days after its last change. */
export class DynamoDbJobStore implements JobStore {
  private readonly db: DynamoDBDocumentClient;

  constructor(private readonly tableName: string) {
    this.db = documentClientFor(tableName);
  }

  async createJob(job: JobRecord) {
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { pk: userKey(job.userId), sk: jobKey(job.jobId), entity: 'job', ...job, expiresAt: thirtyDaysOn() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }

  async getJob(userId: string, jobId: string) {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { pk: userKey(userId), sk: jobKey(jobId) },
        ConsistentRead: true,
      }),
    );
    return Item ? stripKeys<JobRecord>(Item) : null;
  }

  async updateJob(userId: string, jobId: string, from: JobStatus[], changes: Partial<JobRecord>) {
    const entries = Object.entries({ ...changes, updatedAt: new Date().toISOString() });
    const names: Record<string, string> = { '#status': 'status' };
    const values: Record<string, unknown> = { ':expiresAt': thirtyDaysOn() };
    const sets = entries.map(([key, value], i) => {
      names[`#f${i}`] = key;
      values[`:v${i}`] = value;
      return `#f${i} = :v${i}`;
    });
    from.forEach((status, i) => (values[`:from${i}`] = status));
    const result = await whenConditionHolds(
      this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: userKey(userId), sk: jobKey(jobId) },
          UpdateExpression: `SET ${[...sets, 'expiresAt = :expiresAt'].join(', ')}`,
          ConditionExpression: `attribute_exists(pk) AND #status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return result?.Attributes ? stripKeys<JobRecord>(result.Attributes) : null;
  }

  async failJob(userId: string, jobId: string, error: string) {
    return this.updateUnfinished(userId, jobId, {
      update: 'SET #status = :failed, #error = :error, charged = :no, step = :null, updatedAt = :now',
      names: { '#error': 'error' },
      values: { ':failed': 'failed', ':error': error, ':null': null },
    });
  }

  async releaseCharge(userId: string, jobId: string) {
    return this.updateUnfinished(userId, jobId, {
      update: 'SET charged = :no, updatedAt = :now',
      condition: 'charged = :yes',
      values: { ':yes': true },
    });
  }

  /**
   * One conditional update of a job that has not finished (awaiting upload, queued or
   * processing), and maybe a further condition; the job as it was before, or null when a
   * condition did not hold. `:no` (false) and `:now` are always bound.
   */
  private async updateUnfinished(
    userId: string,
    jobId: string,
    change: { update: string; condition?: string; names?: Record<string, string>; values: Record<string, unknown> },
  ) {
    const result = await whenConditionHolds(
      this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: userKey(userId), sk: jobKey(jobId) },
          UpdateExpression: change.update,
          ConditionExpression: [
            'attribute_exists(pk)',
            ...(change.condition ? [change.condition] : []),
            '#status IN (:a, :q, :p)',
          ].join(' AND '),
          ExpressionAttributeNames: { '#status': 'status', ...change.names },
          ExpressionAttributeValues: {
            ...change.values,
            ':no': false,
            ':now': new Date().toISOString(),
            ':a': 'awaiting_upload',
            ':q': 'queued',
            ':p': 'processing',
          },
          ReturnValues: 'ALL_OLD',
        }),
      ),
    );
    return result?.Attributes ? stripKeys<JobRecord>(result.Attributes) : null;
  }

  /**
   * Every job still queued or processing: a Scan filtered on entity and status. Only the sweeps
   * call it (at local start-up and every few minutes in AWS), never a request.
   */
  async listUnfinishedJobs() {
    const out: JobRecord[] = [];
    const pages = paginateScan(
      { client: this.db },
      {
        TableName: this.tableName,
        FilterExpression: 'entity = :job AND #status IN (:q, :p)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':job': 'job', ':q': 'queued', ':p': 'processing' },
        ConsistentRead: true,
      },
    );
    for await (const page of pages) out.push(...(page.Items ?? []).map((item) => stripKeys<JobRecord>(item)));
    return out;
  }
}
