import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { AccountDeletionMessage, QueueMessage } from '@shared/messages';
import type { AccountDeletionQueue, JobQueue } from '../domain/ports';

const sqs = new SQSClient({});

export class SqsJobQueue implements JobQueue {
  constructor(private readonly queueUrl: string) {}

  async sendGenerate(userId: string, jobId: string) {
    const message: QueueMessage = { type: 'generate', jobId, userId };
    await sqs.send(new SendMessageCommand({ QueueUrl: this.queueUrl, MessageBody: JSON.stringify(message) }));
  }

  async sendTranscriptCheck(userId: string, jobId: string, check: number, delaySeconds: number) {
    const message: QueueMessage = { type: 'check-transcript', jobId, userId, check };
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: this.queueUrl,
        MessageBody: JSON.stringify(message),
        DelaySeconds: delaySeconds,
      }),
    );
  }
}

export class SqsAccountDeletionQueue implements AccountDeletionQueue {
  constructor(private readonly queueUrl: string) {}

  async send(message: AccountDeletionMessage, delaySeconds: number) {
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: this.queueUrl,
        MessageBody: JSON.stringify(message),
        DelaySeconds: delaySeconds,
      }),
    );
  }
}
