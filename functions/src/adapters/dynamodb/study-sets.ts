import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { ItemFields, StudyItem, StudySetRecord, StudySetStore } from '../../domain/ports';
import { itemIdFromKey, itemKey, itemKeyAt, itemPrefix, setKey, setPrefix, userKey } from './keys';
import {
  batchWriteAll,
  deleteRequests,
  documentClientFor,
  queryByPrefix,
  stripKeys,
  whenConditionHolds,
} from './table';

/**
 * Study sets (SET#{setId}) and their items (ITEM#{setId}#{nnnn}); keys.ts. An item's key is fixed
 * by its id, `{setId}-{n}`, so the worker's retry and an edit rewrite the same item.
 */
export class DynamoDbStudySetStore implements StudySetStore {
  private readonly db: DynamoDBDocumentClient;

  constructor(private readonly tableName: string) {
    this.db = documentClientFor(tableName);
  }

  async putItems(userId: string, setId: string, items: StudyItem[]) {
    const requests = items.map((item, i) => ({
      PutRequest: { Item: { pk: userKey(userId), sk: itemKeyAt(setId, i), entity: 'item', ...item } },
    }));
    await batchWriteAll(this.db, this.tableName, requests);
  }

  async putStudySet(set: StudySetRecord) {
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { pk: userKey(set.userId), sk: setKey(set._id), entity: 'set', ...set },
      }),
    );
  }

  async listStudySets(userId: string) {
    const items = await this.queryAll(userId, setPrefix, false);
    return items.map((item) => stripKeys<StudySetRecord>(item));
  }

  async getStudySet(userId: string, setId: string) {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: { pk: userKey(userId), sk: setKey(setId) } }),
    );
    return Item ? stripKeys<StudySetRecord>(Item) : null;
  }

  async listItems(userId: string, setId: string) {
    const items = await this.queryAll(userId, itemPrefix(setId), true);
    // Flashcards written before items had ids get theirs from their key (the id the key encodes).
    return items.map((item): StudyItem => ({
      ...stripKeys<StudyItem>(item),
      _id: typeof item._id === 'string' ? item._id : itemIdFromKey(setId, String(item.sk)),
    }));
  }

  async updateStudySet(userId: string, setId: string, changes: { title?: string; cardCountDelta?: number }) {
    const sets: string[] = [];
    const values: Record<string, unknown> = {};
    if (changes.title !== undefined) {
      sets.push('title = :title');
      values[':title'] = changes.title;
    }
    if (changes.cardCountDelta) {
      sets.push('cardCount = if_not_exists(cardCount, :zero) + :delta');
      values[':zero'] = 0;
      values[':delta'] = changes.cardCountDelta;
    }
    if (!sets.length) return this.getStudySet(userId, setId);
    const result = await whenConditionHolds(
      this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: userKey(userId), sk: setKey(setId) },
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return result?.Attributes ? stripKeys<StudySetRecord>(result.Attributes) : null;
  }

  async createItem(userId: string, setId: string, item: StudyItem) {
    const created = await whenConditionHolds(
      this.db.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { pk: userKey(userId), sk: itemKey(setId, item._id), entity: 'item', ...item },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
    return created !== null;
  }

  async updateItem(userId: string, setId: string, itemId: string, fields: ItemFields) {
    const entries = Object.entries({ ...fields, _id: itemId });
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets: string[] = [];
    const removes: string[] = [];
    entries.forEach(([key, value], i) => {
      names[`#f${i}`] = key;
      if (value === undefined) removes.push(`#f${i}`);
      else {
        values[`:v${i}`] = value;
        sets.push(`#f${i} = :v${i}`);
      }
    });
    const result = await whenConditionHolds(
      this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: userKey(userId), sk: itemKey(setId, itemId) },
          UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return result?.Attributes ? stripKeys<StudyItem>(result.Attributes) : null;
  }

  async deleteItem(userId: string, setId: string, itemId: string) {
    const { Attributes } = await this.db.send(
      new DeleteCommand({
        TableName: this.tableName,
        Key: { pk: userKey(userId), sk: itemKey(setId, itemId) },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Boolean(Attributes);
  }

  async deleteStudySet(userId: string, setId: string) {
    const items = await this.queryAll(userId, itemPrefix(setId), true, true);
    await batchWriteAll(this.db, this.tableName, deleteRequests(items));
    await this.db.send(
      new DeleteCommand({ TableName: this.tableName, Key: { pk: userKey(userId), sk: setKey(setId) } }),
    );
  }

  private queryAll(userId: string, prefix: string, ascending: boolean, keysOnly = false) {
    return queryByPrefix(this.db, this.tableName, userId, prefix, { ascending, keysOnly });
  }
}
