import type { TImportColumn, TMembershipStatus, TOrganizationRole, TUiLanguage } from '@bagdar/contracts';

/** Column headers and values of the xlsx files in the interface language. */

export const COLUMN_LABELS: Record<TUiLanguage, Record<TImportColumn | 'status' | 'code' | 'expiresAt', string>> = {
  ru: {
    lastName: 'Фамилия',
    firstName: 'Имя',
    email: 'Эл. почта',
    username: 'Логин',
    dateOfBirth: 'Дата рождения (ГГГГ-ММ-ДД)',
    gender: 'Пол (MALE/FEMALE/OTHER)',
    group: 'Группа',
    status: 'Статус',
    code: 'Код активации',
    expiresAt: 'Действует до',
  },
  kk: {
    lastName: 'Тегі',
    firstName: 'Аты',
    email: 'Эл. пошта',
    username: 'Логин',
    dateOfBirth: 'Туған күні (ЖЖЖЖ-АА-КК)',
    gender: 'Жынысы (MALE/FEMALE/OTHER)',
    group: 'Топ',
    status: 'Мәртебесі',
    code: 'Белсендіру коды',
    expiresAt: 'Жарамдылық мерзімі',
  },
  en: {
    lastName: 'Last name',
    firstName: 'First name',
    email: 'Email',
    username: 'Username',
    dateOfBirth: 'Date of birth (YYYY-MM-DD)',
    gender: 'Gender (MALE/FEMALE/OTHER)',
    group: 'Group',
    status: 'Status',
    code: 'Activation code',
    expiresAt: 'Valid until',
  },
};

export const STATUS_LABELS: Record<TUiLanguage, Record<TMembershipStatus, string>> = {
  ru: {
    ACTIVE: 'Активен',
    INACTIVE: 'Неактивен',
    PENDING_CONFIRMATION: 'Ожидает подтверждения',
    SUSPENDED: 'Приостановлен',
    BLOCKED: 'Заблокирован',
  },
  kk: {
    ACTIVE: 'Белсенді',
    INACTIVE: 'Белсенді емес',
    PENDING_CONFIRMATION: 'Растауды күтуде',
    SUSPENDED: 'Тоқтатылған',
    BLOCKED: 'Бұғатталған',
  },
  en: {
    ACTIVE: 'Active',
    INACTIVE: 'Inactive',
    PENDING_CONFIRMATION: 'Pending confirmation',
    SUSPENDED: 'Suspended',
    BLOCKED: 'Blocked',
  },
};

export const SHEET_NAMES: Record<TUiLanguage, Record<TOrganizationRole | 'codes', string>> = {
  ru: {
    ORG_STUDENT: 'Ученики',
    ORG_STAFF: 'Сотрудники',
    ORG_TEACHER: 'Учителя',
    ORG_ADMIN: 'Администраторы',
    codes: 'Коды активации',
  },
  kk: {
    ORG_STUDENT: 'Оқушылар',
    ORG_STAFF: 'Қызметкерлер',
    ORG_TEACHER: 'Мұғалімдер',
    ORG_ADMIN: 'Әкімшілер',
    codes: 'Белсендіру кодтары',
  },
  en: {
    ORG_STUDENT: 'Students',
    ORG_STAFF: 'Staff',
    ORG_TEACHER: 'Teachers',
    ORG_ADMIN: 'Administrators',
    codes: 'Activation codes',
  },
};

/** The template's example row. */
export const EXAMPLE_ROW: Record<TUiLanguage, string[]> = {
  ru: ['Иванова', 'Алия', 'aliya.ivanova@example.kz', 'aliya.ivanova', '2009-04-15', 'FEMALE', '10А'],
  kk: ['Серікұлы', 'Нұрлан', 'nurlan.serikuly@example.kz', 'nurlan.s', '2009-09-01', 'MALE', '10А'],
  en: ['Smith', 'Anna', 'anna.smith@example.kz', 'anna.smith', '2009-04-15', 'FEMALE', '10A'],
};
