import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
  DeleteCommand,
  paginateQuery,
} from '@aws-sdk/lib-dynamodb';
import type { QuizAttemptRecord, ReviewStore, SetScores, StoredCardState } from '../../domain/reviews';
import {
  attemptKey,
  attemptPrefix,
  cardKey,
  cardPrefix,
  dueIndex,
  dueIndexKey,
  dueSortKey,
  scoresKey,
  scoresPrefix,
  userKey,
} from './keys';
import { batchWriteAll, deleteRequests, documentClientFor, queryByPrefix, whenConditionHolds } from './table';

/**
 * Review state, in the one table (infra/definitions.ts), under the caller's partition like
 * everything a user owns (keys.ts):
 *
 *   pk USER#{sub}  sk CARD#{setId}#{itemId}        one card's FSRS state, `version` (reviews saved)
 *                                                  and its latest review ids (replays); written
 *                                                  only with `version = expected` conditions
 *                  gsi1pk DUE#{sub}  gsi1sk {due ISO}#{setId}#{itemId}
 *   pk USER#{sub}  sk ATTEMPT#{setId}#{attemptId}  a saved quiz attempt (put once per attemptId)
 *   pk USER#{sub}  sk SCORES#{setId}               the set's attempt count, best and last score
 *
 * The due queue is one Query on gsi1: `gsi1pk = DUE#{sub} AND gsi1sk <= {now ISO}~`, which
 * returns the caller's due cards oldest first (ISO times sort as text); nothing scans the table.
 * A set's cards and every card of a user are Queries on the base table by sk prefix.
 */
function toCard(item: Record<string, unknown>): StoredCardState {
  return {
    setId: item.setId as string,
    itemId: item.itemId as string,
    fsrs: item.fsrs as StoredCardState['fsrs'],
    version: Number(item.version ?? 0),
    recent: (item.recent as StoredCardState['recent'] | undefined) ?? [],
  };
}

export class DynamoDbReviewStore implements ReviewStore {
  private readonly db: DynamoDBDocumentClient;

  constructor(private readonly tableName: string) {
    this.db = documentClientFor(tableName);
  }

  private cardItem(userId: string, card: StoredCardState) {
    return {
      pk: userKey(userId),
      sk: cardKey(card.setId, card.itemId),
      entity: 'card',
      gsi1pk: dueIndexKey(userId),
      gsi1sk: dueSortKey(card.fsrs.due, card.setId, card.itemId),
      ...card,
    };
  }

  async getCard(userId: string, setId: string, itemId: string) {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { pk: userKey(userId), sk: cardKey(setId, itemId) },
        ConsistentRead: true,
      }),
    );
    return Item ? toCard(Item) : null;
  }

  async putCard(userId: string, card: StoredCardState, expectedVersion: number) {
    const written = await whenConditionHolds(
      this.db.send(
        new PutCommand({
          TableName: this.tableName,
          Item: this.cardItem(userId, card),
          // A card a missed quiz question queued has version 0 too: it is written over, as expected.
          ConditionExpression:
            expectedVersion === 0 ? 'attribute_not_exists(pk) OR version = :expected' : 'version = :expected',
          ExpressionAttributeValues: { ':expected': expectedVersion },
        }),
      ),
    );
    return written !== null;
  }

  async makeDue(userId: string, card: StoredCardState, now: string) {
    const created = await whenConditionHolds(
      this.db.send(
        new PutCommand({
          TableName: this.tableName,
          Item: this.cardItem(userId, { ...card, fsrs: { ...card.fsrs, due: now } }),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
    if (created) return;
    // Already a card: bring its due date forward to now (its FSRS memory state is kept; the next
    // rating in the queue is the review), unless it is due already.
    const existing = await this.getCard(userId, card.setId, card.itemId);
    if (!existing) return;
    await whenConditionHolds(
      this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: userKey(userId), sk: cardKey(card.setId, card.itemId) },
          UpdateExpression: 'SET fsrs.due = :now, gsi1sk = :sort',
          ConditionExpression: 'version = :version AND fsrs.due > :now',
          ExpressionAttributeValues: {
            ':now': now,
            ':version': existing.version,
            ':sort': dueSortKey(now, card.setId, card.itemId),
          },
        }),
      ),
    );
  }

  async listSetCards(userId: string, setId: string) {
    return (await this.queryPrefix(userId, cardPrefix(setId))).map(toCard);
  }

  async listAllCards(userId: string) {
    return (await this.queryPrefix(userId, cardPrefix())).map(toCard);
  }

  async listDue(userId: string, now: string, limit: number) {
    const out: StoredCardState[] = [];
    const pages = paginateQuery(
      { client: this.db, pageSize: limit },
      {
        TableName: this.tableName,
        IndexName: dueIndex,
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :upTo',
        ExpressionAttributeValues: { ':pk': dueIndexKey(userId), ':upTo': `${now}~` },
        ScanIndexForward: true,
      },
    );
    for await (const page of pages) {
      out.push(...(page.Items ?? []).map(toCard));
      if (out.length >= limit) break;
    }
    out.splice(limit);
    // The index is eventually consistent: a card rated a moment ago may still be listed.
    return out.filter((card) => card.fsrs.due <= now);
  }

  async putAttempt(userId: string, attempt: QuizAttemptRecord) {
    const key = { pk: userKey(userId), sk: attemptKey(attempt.setId, attempt.attemptId) };
    const created = await whenConditionHolds(
      this.db.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { ...key, entity: 'attempt', ...attempt },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
    if (created) return { created: true, attempt };
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.tableName,
        Key: key,
        ConsistentRead: true,
      }),
    );
    const { pk: _pk, sk: _sk, entity: _e, ...stored } = Item as Record<string, unknown>;
    return { created: false, attempt: stored as unknown as QuizAttemptRecord };
  }

  async recordScore(userId: string, attempt: QuizAttemptRecord, isNew: boolean) {
    const key = { pk: userKey(userId), sk: scoresKey(attempt.setId) };
    // Best and last are conditional, so folding one attempt in twice (a replay) changes nothing;
    // the count goes up only for an attempt saved just now.
    const steps = [
      {
        UpdateExpression: `SET entity = :entity, setId = :setId, attempts = if_not_exists(attempts, :zero) + :n`,
        ExpressionAttributeValues: { ':entity': 'scores', ':setId': attempt.setId, ':zero': 0, ':n': isNew ? 1 : 0 },
      },
      {
        UpdateExpression: 'SET bestPercent = :p',
        ConditionExpression: 'attribute_not_exists(bestPercent) OR bestPercent < :p',
        ExpressionAttributeValues: { ':p': attempt.percent },
      },
      {
        UpdateExpression: 'SET lastPercent = :p, lastAttemptAt = :at',
        ConditionExpression: 'attribute_not_exists(lastAttemptAt) OR lastAttemptAt <= :at',
        ExpressionAttributeValues: { ':p': attempt.percent, ':at': attempt.at },
      },
    ];
    for (const step of steps)
      await whenConditionHolds(this.db.send(new UpdateCommand({ TableName: this.tableName, Key: key, ...step })));
  }

  async listScores(userId: string) {
    const out = new Map<string, SetScores>();
    for (const item of await this.queryPrefix(userId, scoresPrefix)) {
      out.set(item.setId as string, {
        attempts: Number(item.attempts ?? 0),
        bestPercent: typeof item.bestPercent === 'number' ? item.bestPercent : null,
        lastPercent: typeof item.lastPercent === 'number' ? item.lastPercent : null,
        lastAttemptAt: typeof item.lastAttemptAt === 'string' ? item.lastAttemptAt : null,
      });
    }
    return out;
  }

  async deleteCard(userId: string, setId: string, itemId: string) {
    await this.db.send(
      new DeleteCommand({ TableName: this.tableName, Key: { pk: userKey(userId), sk: cardKey(setId, itemId) } }),
    );
  }

  async deleteSet(userId: string, setId: string) {
    const keys = [
      ...(await this.queryPrefix(userId, cardPrefix(setId), true)),
      ...(await this.queryPrefix(userId, attemptPrefix(setId), true)),
      { pk: userKey(userId), sk: scoresKey(setId) },
    ];
    await batchWriteAll(this.db, this.tableName, deleteRequests(keys));
  }

  private queryPrefix(userId: string, prefix: string, keysOnly = false) {
    return queryByPrefix(this.db, this.tableName, userId, prefix, { keysOnly });
  }
}
