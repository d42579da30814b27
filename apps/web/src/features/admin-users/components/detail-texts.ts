import type { TAdminUserDetail, TAuditEntry } from '@bagdar/contracts';
import type { TFunction } from 'i18next';
import { i18n } from '../../../lib/i18n.ts';

/** The user's organisation line: the role (singular) and membership status in words, not their codes. */
export function membershipText(t: TFunction, membership: NonNullable<TAdminUserDetail['membership']>): string {
  return t('admin-users:detail.membership', {
    org: membership.organizationName,
    role: t(`admin-users:orgRoles.${membership.role}`),
    status: t(`organizations:status.${membership.status}`),
  });
}

/** A value of an audit detail in words when it is a known code (a global role, a tier), else as stored. */
function valueText(t: TFunction, key: string, value: string): string {
  const known =
    key === 'tier' ? `admin-users:tiers.${value}` : key === 'from' || key === 'to' ? `admin-users:roles.${value}` : '';
  return known && i18n.exists(known) ? t(known) : value;
}

/**
 * An audit entry's detail as a phrase in the interface language: "причина: …", "Пользователь →
 * Супер-админ", "тариф: Про". The stored keys are field names of the API, not words for a reader.
 */
export function auditDetailText(t: TFunction, detail: TAuditEntry['detail']): string {
  const parts: string[] = [];
  const { from, to, ...rest } = detail;
  if (from !== undefined && to !== undefined) {
    parts.push(`${valueText(t, 'from', from)} → ${valueText(t, 'to', to)}`);
  }
  for (const [key, value] of Object.entries(rest)) {
    const label = `admin-users:auditDetail.${key}`;
    parts.push(i18n.exists(label) ? t(label, { value: valueText(t, key, value) }) : valueText(t, key, value));
  }
  return parts.join(', ');
}
