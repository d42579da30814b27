import { ZProfessionBody, type TProfession, type TProfessionBody } from '@bagdar/contracts';

/** The contract's body, plus the one rule that spans two fields: the range must not be reversed. */
export const professionFormSchema = ZProfessionBody.refine((body) => body.salaryKzt.to >= body.salaryKzt.from, {
  error: 'salary_range_invalid',
  path: ['salaryKzt', 'to'],
});

/** The sixteen four-letter types (E/I, S/N, T/F, J/P) a profession can be affine to. */
export const PERSONALITY_TYPES: readonly string[] = ['E', 'I'].flatMap((ei) =>
  ['S', 'N'].flatMap((sn) => ['T', 'F'].flatMap((tf) => ['J', 'P'].map((jp) => `${ei}${sn}${tf}${jp}`))),
);

export const DEMANDS = ['HIGH', 'MEDIUM', 'LOW'] as const;

export function emptyProfession(): TProfessionBody {
  return {
    slug: '',
    name: { ru: '', kk: '', en: '' },
    description: { ru: '', kk: '', en: '' },
    riasec: '',
    typeAffinities: [],
    skills: [],
    majors: [],
    field: '',
    demand: 'MEDIUM',
    salaryKzt: { from: 0, to: 0 },
  };
}

export function toProfessionBody({ id: _id, updatedAt: _updatedAt, ...body }: TProfession): TProfessionBody {
  return body;
}
