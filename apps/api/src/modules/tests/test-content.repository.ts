import type { TLocalized, TQuestionKind, TTestScoring, TTier } from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  testOptions,
  testQuestions,
  testVersions,
  type StoredScale,
  type TestVersionRow,
} from '../../db/schema/tests.ts';

/** Writes a version's content (the version row, its questions and options) in three batched inserts. */

export interface VersionContent {
  title: TLocalized;
  description: TLocalized;
  estimatedMinutes: number;
  minimumAge: number;
  requiredTier: TTier;
  scoring: TTestScoring;
  scales: StoredScale[];
  questions: {
    kind: TQuestionKind;
    key?: string | null;
    text: TLocalized;
    likert: { scale: string; direction: 1 | -1 } | null;
    explanation: TLocalized | null;
    options: { text: TLocalized; weights: Record<string, number>; correct: boolean; value: number | null }[];
  }[];
}

function versionColumns(content: VersionContent) {
  return {
    title: content.title,
    description: content.description,
    estimatedMinutes: content.estimatedMinutes,
    minimumAge: content.minimumAge,
    requiredTier: content.requiredTier,
    scoring: content.scoring,
    scales: content.scales,
  };
}

async function insertQuestions(db: Db, versionId: string, content: VersionContent): Promise<void> {
  if (content.questions.length === 0) return;
  const inserted = await db
    .insert(testQuestions)
    .values(
      content.questions.map((q, index) => ({
        versionId,
        position: index + 1,
        kind: q.kind,
        key: q.key ?? null,
        text: q.text,
        likertScale: q.likert?.scale ?? null,
        likertDirection: q.likert?.direction ?? null,
        explanation: q.explanation,
      })),
    )
    .returning({ id: testQuestions.id, position: testQuestions.position });
  const idByPosition = new Map(inserted.map((row) => [row.position, row.id]));
  const options = content.questions.flatMap((q, index) =>
    q.options.map((option, position) => ({
      questionId: idByPosition.get(index + 1) ?? '',
      position: position + 1,
      text: option.text,
      weights: option.weights,
      correct: option.correct,
      value: option.value,
    })),
  );
  if (options.length > 0) await db.insert(testOptions).values(options);
}

export async function insertVersion(
  db: Db,
  testId: string,
  version: number,
  content: VersionContent,
  publishedAt: Date | null,
): Promise<TestVersionRow> {
  const [row] = await db
    .insert(testVersions)
    .values({ testId, version, publishedAt, ...versionColumns(content) })
    .returning();
  if (!row) throw new Error('version insert returned no row');
  await insertQuestions(db, row.id, content);
  return row;
}

/** Rewrites a version nobody has attempted (a draft) in place. */
export async function replaceVersionContent(db: Db, versionId: string, content: VersionContent): Promise<void> {
  await db.update(testVersions).set(versionColumns(content)).where(eq(testVersions.id, versionId));
  await db.delete(testQuestions).where(eq(testQuestions.versionId, versionId));
  await insertQuestions(db, versionId, content);
}
