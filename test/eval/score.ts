import type { ContentType } from '@shared/uploads';
import { itemId, type EvalItem } from './items';
import { categories, ratings, type Category, type Sheet } from './sheets';

/**
 * The figures that count: what a strict reader kept of the items the generator makes today.
 * Targets from the issue; a share of rated items unless named otherwise.
 */
export const targets = {
  keep: { flashcards: 0.7, quiz: 0.6 } satisfies Record<ContentType, number>,
  /** At most this share rated UNGR. */
  ungrammatical: 0.03,
  /** At most this share rated CTX. */
  notSelfContained: 0.05,
  /** At least this share of the current items carries a rating. */
  rated: 0.95,
};

export interface ScoreRow {
  document: string;
  contentType: ContentType;
  items: number;
  rated: number;
  keep: number;
  fix: number;
  discard: number;
  categories: Record<Category, number>;
  /** Rated rows in the sheet whose item is no longer generated. */
  staleRows: number;
  /** Sheet lines that need a rater's attention: bad ratings, missing categories, edited text. */
  problems: string[];
  /** `# missing:` main ideas. */
  missing: string[];
  /** `# title-ok:` as rated, or null when not rated for the current title. */
  titleOk: string | null;
}

const emptyCategories = () => Object.fromEntries(categories.map((c) => [c, 0])) as Record<Category, number>;

/** Joins a sheet's ratings to the items generated now, by identity. */
export function scoreSet(
  document: string,
  contentType: ContentType,
  title: string,
  items: EvalItem[],
  sheet: Sheet | null,
): ScoreRow {
  const row: ScoreRow = {
    ...emptyRow(document, contentType),
    items: items.length,
    missing: sheet?.missing ?? [],
    titleOk: sheet && sheet.title === title && sheet.titleOk.length ? sheet.titleOk.join('; ') : null,
  };

  if (!sheet) return row;
  const current = new Set(items.map(itemId));
  const byId = new Map(sheet.rows.map((r) => [r.id, r]));
  row.staleRows = sheet.rows.filter((r) => r.rating && !current.has(r.id)).length;
  for (const r of sheet.rows)
    if (r.textMatchesId === false) row.problems.push(`row ${r.index}: text edited in the sheet (rating kept by id)`);

  for (const item of items) {
    const rated = byId.get(itemId(item));
    if (!rated?.rating) continue;
    if (!(ratings as readonly string[]).includes(rated.rating)) {
      row.problems.push(`row ${rated.index}: rating "${rated.rating}" is not K, F or D (counted as unrated)`);
      continue;
    }
    row.rated += 1;
    if (rated.rating === 'K') row.keep += 1;
    if (rated.rating === 'F') row.fix += 1;
    if (rated.rating === 'D') row.discard += 1;
    if (rated.rating === 'K') continue;
    const category = rated.category as Category;
    if ((categories as readonly string[]).includes(category)) row.categories[category] += 1;
    else row.problems.push(`row ${rated.index}: ${rated.rating} needs a category (${categories.join(' ')})`);
  }
  return row;
}

/** A row with nothing counted yet. */
function emptyRow(document: string, contentType: ContentType): ScoreRow {
  return {
    document,
    contentType,
    items: 0,
    rated: 0,
    keep: 0,
    fix: 0,
    discard: 0,
    categories: emptyCategories(),
    staleRows: 0,
    problems: [],
    missing: [],
    titleOk: null,
  };
}

/** Sums rows (of one content type, or all). */
export function sumRows(rows: ScoreRow[], document: string, contentType: ContentType): ScoreRow {
  const total = emptyRow(document, contentType);

  for (const row of rows) {
    total.items += row.items;
    total.rated += row.rated;
    total.keep += row.keep;
    total.fix += row.fix;
    total.discard += row.discard;
    total.staleRows += row.staleRows;
    for (const c of categories) total.categories[c] += row.categories[c];
  }
  return total;
}

export const share = (count: number, of: number) => (of > 0 ? count / of : 0);
export const keepRate = (row: ScoreRow) => share(row.keep, row.rated);
export const ratedShare = (row: ScoreRow) => share(row.rated, row.items);

/** Targets missed by the overall figures for each content type (empty when all are met). */
export function missedTargets(rows: ScoreRow[]): string[] {
  const missed: string[] = [];
  for (const contentType of ['flashcards', 'quiz'] as const) {
    const total = sumRows(
      rows.filter((r) => r.contentType === contentType),
      'overall',
      contentType,
    );
    const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
    if (total.items === 0) {
      missed.push(`${contentType}: no items generated`);
      continue;
    }
    if (ratedShare(total) < targets.rated)
      missed.push(
        `${contentType}: ${pct(ratedShare(total))} of current items rated (target ≥ ${pct(targets.rated)}; sheets stale or unrated)`,
      );
    if (total.rated === 0) continue;
    if (keepRate(total) < targets.keep[contentType])
      missed.push(`${contentType}: kept ${pct(keepRate(total))} (target ≥ ${pct(targets.keep[contentType])})`);
    const ungr = share(total.categories.UNGR, total.rated);
    if (ungr > targets.ungrammatical)
      missed.push(`${contentType}: UNGR ${pct(ungr)} (target ≤ ${pct(targets.ungrammatical)})`);
    const ctx = share(total.categories.CTX, total.rated);
    if (ctx > targets.notSelfContained)
      missed.push(`${contentType}: CTX ${pct(ctx)} (target ≤ ${pct(targets.notSelfContained)})`);
  }
  return missed;
}
