/**
 * Wrong options for a date ("In 1744", "In 146 BCE", "In the 16th century"): the document's other
 * dates near it in time, said the same way, and where the document has too few such dates, years
 * near the answer. Held-out rounds 40, 41 and 43 (both raters DIST): a far-off year is ruled out
 * on sight ("In 668" among 1839, 1892 and 1893), and so is a century among years; two options a
 * year apart (1892, 1893) leave the answer the odd one out.
 */

/** A date's year on one line of time ("In 146 BCE" → -146, "In the 3rd century BCE" → -250). */
export function yearOf(date: string): number {
  const century = /(\d{1,2})(?:st|nd|rd|th) centur/i.exec(date);
  const year = century ? (Number(century[1]) - 1) * 100 + 50 : Number(/\d{1,4}/.exec(date)?.[0] ?? 0);
  return /\b(BCE|BC)\b/.test(date) ? -year : year;
}

/** How a date is said: its first word, year or century, with or without an era, how many numbers ("in year era 1"). */
const shapeOf = (date: string) =>
  [
    date.split(' ')[0]!.toLowerCase(),
    /centur|millenni/i.test(date) ? 'century' : 'year',
    /\b(BCE|BC|CE|AD)\b/.test(date) ? 'era' : '',
    // (One century, or a span of two: "In the 15th and 16th centuries".)
    (date.match(/\d+/g) ?? []).length,
    // (A part of one: "In the late 19th century" with "In the late 18th century".)
    /\b(early|mid|middle|late)\b/i.exec(date)?.[1]?.toLowerCase() ?? '',
    // (A month with its year: "In January 1919" among "In 1917", "In 1921" is the odd one out.)
    /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/.test(date)
      ? 'month'
      : '',
  ].join(' ');

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** A month's date on one line of time in years ("In July 1919" → 1919.5), or null for other dates. */
function monthTime(date: string): number | null {
  const found = new RegExp(`\\b(${months.join('|')}) (\\d{3,4})\\b`).exec(date);
  return found ? Number(found[2]) + months.indexOf(found[1]!) / 12 : null;
}

/**
 * Months near a month's date: a year before and after, and months of the same year ("In January
 * 1919" → "In January 1918", "In June 1919", "In January 1920"). The corpus's rater (DIST): "In
 * January 1905", "In January 1930" and "In January 1895" for the Paris Peace Conference are ruled
 * out by knowing it followed the war; a date told to the month is known to the year.
 */
function nearMonths(answer: string, now: number): string[] {
  const time = monthTime(answer);
  // (A period, "From January 1998 until December 1998", has no one date to move.)
  if (time === null || (answer.match(/\d{3,4}/g) ?? []).length !== 1) return [];
  const start = Math.round(time * 12);
  return [-12, 5, 12, -7, 17, -19]
    .map((offset) => start + offset)
    .filter((m) => Math.floor(m / 12) >= 1 && Math.floor(m / 12) < now)
    .map((m) =>
      answer.replace(
        new RegExp(`\\b(${months.join('|')}) \\d{3,4}\\b`),
        `${months[((m % 12) + 12) % 12]!} ${Math.floor(m / 12)}`,
      ),
    );
}

const centuryOf = (date: string) => /(\d{1,2})(?:st|nd|rd|th) centur/i.exec(date);

const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

/**
 * How far from the answer a wrong year may be before a student rules it out without study: about
 * a quarter of the time since, at least 30 years (668 → about 340 years, 1744 → about 70, 1948 → 30).
 */
function plausibleSpan(year: number, now: number): number {
  return Math.max(30, Math.round((now - year) / 4));
}

/** The same date said with another year or century: "In 1744" → "In 1709". */
function withYear(answer: string, year: number): string | null {
  const century = centuryOf(answer);
  if (century) {
    if (year < 1) return null;
    return answer.replace(century[0], `${ordinal(year)} centur`);
  }
  return answer.replace(/\d{1,4}/, String(year));
}

/**
 * Years near the answer for a document with too few dates of its own: at the answer's roundness
 * (a round "1500 BCE" with round years), on both sides of it, never past the present or across
 * the start of the era, so the answer is neither the earliest nor the odd one out.
 */
function nearYears(answer: string, now: number): string[] {
  const century = centuryOf(answer);
  // A period ("From 550 BCE to 330 BCE") or a span of two years or centuries ("In the 15th and
  // 16th centuries") has no one date to move.
  if (/^from\b/i.test(answer) || (answer.match(/\d{1,4}/g) ?? []).length !== 1) return [];
  const value = century ? Number(century[1]) : Number(/\d{1,4}/.exec(answer)![0]);
  const bce = /\b(BCE|BC)\b/.test(answer);
  let offsets: number[];
  if (century) offsets = [-1, 1, -2, 2, -3, 3];
  else {
    const span = plausibleSpan(yearOf(answer), now);
    // (Only a date said roughly is round on purpose: "In 1900" is as exact as "In 1901".)
    const rough = /\b(around|about|circa|c\.|ca\.)\s/i.test(answer) || bce;
    const step = !rough ? 1 : value % 100 === 0 ? 100 : value % 10 === 0 ? 10 : 1;
    const round = (n: number) => Math.max(step, Math.round(n / step) * step);
    offsets = [-0.45, 0.35, -0.8, 0.7, -0.2, 0.15].map((f) => round(Math.abs(f * span)) * Math.sign(f));
  }
  // ("In the late 21st century" offered for a revival of the late 20th (held-out round 46, DIST):
  // the present century is no option for a past one.)
  // (Nor a month of the present year, which may be still to come.)
  const latest = century
    ? Math.max(Math.ceil(now / 100) - 1, value)
    : shapeOf(answer).endsWith('month')
      ? now - 1
      : now;
  const years = offsets
    // (Before the era a year counts back: 146 BCE moved earlier is a larger number.)
    .map((offset) => value + (bce ? -offset : offset))
    .filter((year) => year >= 1 && (bce || year <= latest) && year !== value);
  return years.flatMap((year) => withYear(answer, year) ?? []);
}

/**
 * Three wrong options for a date: the document's other dates said the same way, nearest in time
 * first and within a plausible span of the answer, at least three years from one another, at
 * most one of them another question's answer (a matching exercise otherwise); then years near the
 * answer to make up three. Empty when even these cannot make three.
 */
export function dateOptions(
  question: string,
  answer: string,
  documentDates: string[],
  otherAnswers: Set<string>,
  now = new Date().getUTCFullYear(),
): string[] {
  const shape = shapeOf(answer);
  const year = yearOf(answer);
  const century = centuryOf(answer) !== null;
  const month = monthTime(answer);
  const span = century ? 400 : month !== null ? 5 : plausibleSpan(year, now);
  const chosen: string[] = [];
  // (A year the question names is no rival: "When did Prussia, defeated in 1806, …?")
  const named = new Set(question.match(/\d{1,4}/g) ?? []);
  // (Months of a month's date are told apart by a quarter of a year at least.)
  const timeOf = (date: string) => (month !== null ? (monthTime(date) ?? yearOf(date)) : yearOf(date));
  const time = timeOf(answer);
  const apart = (option: string) =>
    (month !== null || !named.has(/\d{1,4}/.exec(option)?.[0] ?? '')) &&
    chosen.every((c) => Math.abs(timeOf(c) - timeOf(option)) >= (century ? 100 : month !== null ? 0.25 : 3)) &&
    // (A year next to the answer is often the same event told twice: "sent U.S. Marines into
    // Haiti" in 1914, and the invasion of 1915; the corpus's raters, both WRONG.)
    Math.abs(timeOf(option) - time) >= (century ? 100 : month !== null ? 0.25 : 2);
  // (A period shares no time with the answer: "From January 1997 until December 1998" for "From
  // January 1998 until December 1998" is half true; held-out round 54.)
  const period = (date: string) => {
    const times = [...date.matchAll(new RegExp(`(?:\\b(?:${months.join('|')}) )?\\d{3,4}\\b`, 'g'))].map(
      (m) => monthTime(m[0]) ?? Number(m[0]),
    );
    return times.length === 2 ? times : null;
  };
  const answerPeriod = period(answer);
  const disjoint = (d: string) => {
    const other = answerPeriod && period(d);
    return !answerPeriod || !other || Math.max(answerPeriod[0]!, other[0]!) > Math.min(answerPeriod[1]!, other[1]!);
  };
  const fromDocument = documentDates
    .filter((d) => shapeOf(d) === shape && d.toLowerCase() !== answer.toLowerCase() && disjoint(d))
    .filter((d) => Math.abs(timeOf(d) - time) <= span)
    .sort((a, b) => Math.abs(timeOf(a) - time) - Math.abs(timeOf(b) - time));
  let others = 0;
  const near = month !== null ? nearMonths(answer, now) : nearYears(answer, now);
  for (const option of [...fromDocument, ...near]) {
    if (chosen.length === 3) break;
    const another = otherAnswers.has(option.toLowerCase());
    if (!apart(option) || (another && others >= 1)) continue;
    if (another) others += 1;
    chosen.push(option);
  }
  return chosen.length === 3 ? chosen : [];
}
