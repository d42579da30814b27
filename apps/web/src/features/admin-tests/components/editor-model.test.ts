import { describe, expect, it } from 'vitest';
import { editorSchema, toEditorValues } from './editor-model.ts';
import { makeAdminTest } from './test-fixtures.ts';

describe('toEditorValues', () => {
  it('gives a Likert draft saved without a scale a whole binding, so choosing a scale makes it valid', () => {
    const test = makeAdminTest();
    const draft = makeAdminTest({
      questions: test.questions.map((q) => (q.id === 'q1' ? { ...q, likert: null } : q)),
    });
    const values = toEditorValues(draft);
    expect(values.questions[0]?.likert).toEqual({ scale: '', direction: 1 });
    expect(values.questions[1]?.likert).toBeNull();
    // What the scale picker does: it sets only `likert.scale`.
    const first = values.questions[0];
    if (!first?.likert) throw new Error('no binding');
    first.likert.scale = 'R';
    expect(editorSchema.safeParse(values).success).toBe(true);
  });
});
