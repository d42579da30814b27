import { isSuperAdminLevel } from '@bagdar/contracts';
import { AppError } from '../lib/app-error.ts';
import { currentUser, type AccessGuard } from './access.ts';

/**
 * The platform catalogues (tests, professions, materials) are edited by SUPER_ADMIN and MINISTRY
 * only; organisation staff, who may enter the admin area, do not see them.
 */
export const requireCatalogAdmin: AccessGuard = async (request) => {
  const me = await currentUser(request);
  if (!me.onboarded) throw new AppError('FORBIDDEN', 403, 'Finish onboarding first', { reason: 'onboarding_required' });
  if (!isSuperAdminLevel(me)) {
    throw new AppError('FORBIDDEN', 403, 'Platform admin access required', { reason: 'insufficient_permissions' });
  }
};
