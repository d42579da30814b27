import type { TLocale } from '@bagdar/contracts';
import type { OutgoingMail } from '../../plugins/mailer.ts';

interface MailText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  validity: (amount: number) => string;
  ignore: string;
}

const VERIFY: Record<TLocale, MailText> = {
  RU: {
    subject: 'Подтвердите адрес электронной почты — Bagdar',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: 'Чтобы подтвердить адрес электронной почты в Bagdar, перейдите по ссылке:',
    action: 'Подтвердить почту',
    validity: (hours) => `Ссылка действует ${hours} ч.`,
    ignore: 'Если вы не регистрировались в Bagdar, просто проигнорируйте это письмо.',
  },
  KK: {
    subject: 'Электрондық пошта мекенжайыңызды растаңыз — Bagdar',
    greeting: (name) => `Сәлеметсіз бе, ${name}!`,
    body: 'Bagdar-дағы электрондық пошта мекенжайыңызды растау үшін мына сілтемеге өтіңіз:',
    action: 'Поштаны растау',
    validity: (hours) => `Сілтеме ${hours} сағат бойы жарамды.`,
    ignore: 'Егер сіз Bagdar-да тіркелмеген болсаңыз, бұл хатты елемеңіз.',
  },
  EN: {
    subject: 'Confirm your email address — Bagdar',
    greeting: (name) => `Hello, ${name}!`,
    body: 'To confirm your email address on Bagdar, open this link:',
    action: 'Confirm email',
    validity: (hours) => `The link is valid for ${hours} hours.`,
    ignore: 'If you did not sign up for Bagdar, simply ignore this email.',
  },
};

const RESET: Record<TLocale, MailText> = {
  RU: {
    subject: 'Сброс пароля — Bagdar',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: 'Мы получили запрос на сброс пароля вашей учётной записи Bagdar. Чтобы задать новый пароль, перейдите по ссылке:',
    action: 'Задать новый пароль',
    validity: (minutes) => `Ссылка действует ${minutes} мин и срабатывает один раз.`,
    ignore: 'Если вы не запрашивали сброс, проигнорируйте это письмо — пароль останется прежним.',
  },
  KK: {
    subject: 'Құпиясөзді қалпына келтіру — Bagdar',
    greeting: (name) => `Сәлеметсіз бе, ${name}!`,
    body: 'Bagdar тіркелгіңіздің құпиясөзін қалпына келтіру туралы сұрау алдық. Жаңа құпиясөз орнату үшін мына сілтемеге өтіңіз:',
    action: 'Жаңа құпиясөз орнату',
    validity: (minutes) => `Сілтеме ${minutes} минут бойы жарамды және бір рет қана қолданылады.`,
    ignore: 'Егер сіз мұны сұрамаған болсаңыз, бұл хатты елемеңіз — құпиясөзіңіз өзгермейді.',
  },
  EN: {
    subject: 'Reset your password — Bagdar',
    greeting: (name) => `Hello, ${name}!`,
    body: 'We received a request to reset the password of your Bagdar account. To choose a new password, open this link:',
    action: 'Choose a new password',
    validity: (minutes) => `The link is valid for ${minutes} minutes and works once.`,
    ignore: 'If you did not ask for this, ignore this email — your password stays the same.',
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function compose(t: MailText, to: string, name: string, link: string, amount: number, kind: string): OutgoingMail {
  const text = [t.greeting(name), '', t.body, link, '', t.validity(amount), t.ignore, '', 'Bagdar'].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(link)}" style="background:#228be6;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(t.validity(amount))} ${escapeHtml(t.ignore)}</p>
<p>Bagdar</p></body></html>`;
  return { to, subject: t.subject, text, html, kind, link };
}

export function verificationMail(args: {
  to: string;
  name: string;
  locale: TLocale;
  link: string;
  ttlMinutes: number;
}) {
  const hours = Math.max(1, Math.round(args.ttlMinutes / 60));
  return compose(VERIFY[args.locale], args.to, args.name, args.link, hours, 'EMAIL_VERIFICATION');
}

export function passwordResetMail(args: {
  to: string;
  name: string;
  locale: TLocale;
  link: string;
  ttlMinutes: number;
}) {
  return compose(RESET[args.locale], args.to, args.name, args.link, args.ttlMinutes, 'PASSWORD_RESET');
}

interface AttemptText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  ifYou: string;
  signIn: string;
  reset: string;
  ifNot: string;
}

const SIGNUP_ATTEMPT: Record<TLocale, AttemptText> = {
  RU: {
    subject: 'Кто-то пытался зарегистрироваться с вашим адресом — Bagdar',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: 'Кто-то пытался зарегистрироваться в Bagdar с вашим адресом электронной почты. Учётная запись с этим адресом у вас уже есть, поэтому новая не создана.',
    ifYou: 'Если это были вы, войдите в свою учётную запись:',
    signIn: 'Войти',
    reset: 'Не помните пароль? Задайте новый:',
    ifNot: 'Если это были не вы, ничего делать не нужно: ваша учётная запись и пароль не изменились.',
  },
  KK: {
    subject: 'Біреу сіздің мекенжайыңызбен тіркелуге тырысты — Bagdar',
    greeting: (name) => `Сәлеметсіз бе, ${name}!`,
    body: 'Біреу сіздің электрондық пошта мекенжайыңызбен Bagdar-да тіркелуге тырысты. Бұл мекенжаймен тіркелгіңіз бұрыннан бар, сондықтан жаңасы ашылған жоқ.',
    ifYou: 'Егер бұл сіз болсаңыз, өз тіркелгіңізге кіріңіз:',
    signIn: 'Кіру',
    reset: 'Құпиясөзді ұмыттыңыз ба? Жаңасын орнатыңыз:',
    ifNot: 'Егер бұл сіз болмасаңыз, ештеңе істеудің қажеті жоқ: тіркелгіңіз бен құпиясөзіңіз өзгерген жоқ.',
  },
  EN: {
    subject: 'Someone tried to register with your address — Bagdar',
    greeting: (name) => `Hello, ${name}!`,
    body: 'Someone tried to register on Bagdar with your email address. You already have an account with this address, so no new one was created.',
    ifYou: 'If it was you, sign in to your account:',
    signIn: 'Sign in',
    reset: 'Forgot your password? Choose a new one:',
    ifNot: 'If it was not you, there is nothing to do: your account and password have not changed.',
  },
};

/** To the owner of a registered address that someone used to sign up again (decision 023). */
export function signupAttemptMail(args: {
  to: string;
  name: string;
  locale: TLocale;
  signInLink: string;
  resetLink: string;
}): OutgoingMail {
  const t = SIGNUP_ATTEMPT[args.locale];
  const text = [
    t.greeting(args.name),
    '',
    t.body,
    '',
    t.ifYou,
    args.signInLink,
    '',
    t.reset,
    args.resetLink,
    '',
    t.ifNot,
    '',
    'Bagdar',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<p>${escapeHtml(t.greeting(args.name))}</p><p>${escapeHtml(t.body)}</p>
<p>${escapeHtml(t.ifYou)}</p>
<p><a href="${escapeHtml(args.signInLink)}" style="background:#228be6;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t.signIn)}</a></p>
<p>${escapeHtml(t.reset)} <a href="${escapeHtml(args.resetLink)}">${escapeHtml(args.resetLink)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(t.ifNot)}</p>
<p>Bagdar</p></body></html>`;
  return { to: args.to, subject: t.subject, text, html, kind: 'SIGNUP_ATTEMPT', link: args.signInLink };
}
