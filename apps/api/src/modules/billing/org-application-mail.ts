import type { OutgoingMail } from '../../plugins/mailer.ts';

/**
 * The mail to an accepted organisation's contact: the first administrator's login and activation
 * code. The applicant's language is unknown (the public form does not ask), so the mail says it in
 * Russian, Kazakh and English.
 */
const TEXT = [
  {
    greeting: (name: string) => `Здравствуйте, ${name}!`,
    body: (org: string) =>
      `Заявка организации «${org}» на лицензию Bagdar принята. Для вас создан аккаунт администратора. Чтобы войти, откройте ссылку и задайте пароль:`,
    login: 'Логин',
    code: 'Код активации',
    validity: (date: string) => `Код действует до ${date} и срабатывает один раз.`,
  },
  {
    greeting: (name: string) => `Сәлеметсіз бе, ${name}!`,
    body: (org: string) =>
      `«${org}» ұйымының Bagdar лицензиясына өтінімі қабылданды. Сізге әкімші тіркелгісі ашылды. Кіру үшін сілтемені ашып, құпиясөз орнатыңыз:`,
    login: 'Логин',
    code: 'Белсендіру коды',
    validity: (date: string) => `Код ${date} дейін жарамды және бір рет қана қолданылады.`,
  },
  {
    greeting: (name: string) => `Hello, ${name}!`,
    body: (org: string) =>
      `The application of “${org}” for a Bagdar licence was accepted, and an administrator account was made for you. To sign in, open the link and choose a password:`,
    login: 'Username',
    code: 'Activation code',
    validity: (date: string) => `The code is valid until ${date} and works once.`,
  },
];

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function orgAdminActivationMail(args: {
  to: string;
  name: string;
  organization: string;
  username: string;
  code: string;
  expiresAt: Date;
  link: string;
}): OutgoingMail {
  const date = args.expiresAt.toISOString().slice(0, 10);
  const blocks = TEXT.map((t) => [
    t.greeting(args.name),
    t.body(args.organization),
    args.link,
    `${t.login}: ${args.username}`,
    `${t.code}: ${args.code}`,
    t.validity(date),
  ]);
  const text = [...blocks.map((lines) => lines.join('\n')), 'Bagdar'].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e">${blocks
    .map(
      (lines) =>
        `<p>${escapeHtml(lines[0] ?? '')}</p><p>${escapeHtml(lines[1] ?? '')}</p>
<p><a href="${escapeHtml(args.link)}">${escapeHtml(args.link)}</a></p>
<p>${escapeHtml(lines[3] ?? '')}<br>${escapeHtml(lines[4] ?? '')}</p>
<p style="font-size:13px;color:#555">${escapeHtml(lines[5] ?? '')}</p><hr>`,
    )
    .join('\n')}<p>Bagdar</p></body></html>`;
  return {
    to: args.to,
    subject: 'Bagdar: код активации администратора / әкімшіні белсендіру коды / administrator activation code',
    text,
    html,
    kind: 'ORG_ADMIN_ACTIVATION',
    link: args.link,
  };
}
