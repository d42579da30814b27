import { IMPORT_ROLES, UI_LANGUAGES } from '@bagdar/contracts';
import { z } from 'zod';

/** What the organisation route files share: the OpenAPI tag, path parameters and query parts. */
export const tags = ['organizations'];
export const ok = { ok: true } as const;
export const ZOrgParams = z.object({ id: z.string().max(64) });
export const ZMemberParams = ZOrgParams.extend({ memberId: z.string().max(64) });
export const ZGroupParams = ZOrgParams.extend({ groupId: z.string().max(64) });
export const ZImportParams = ZOrgParams.extend({ role: z.enum(IMPORT_ROLES) });
export const ZJobParams = ZOrgParams.extend({ jobId: z.string().max(64) });
export const ZLang = z.object({ lang: z.enum(UI_LANGUAGES).default('ru') });
export const ZCodesFormat = ZLang.extend({ format: z.enum(['json', 'xlsx']).default('json') });
export const ZFile = z.any().describe('an xlsx workbook');
