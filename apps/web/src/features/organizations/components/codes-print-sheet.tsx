import { UI_LANGUAGES, type TIssuedCode, type TUiLanguage } from '@bagdar/contracts';
import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, loadLanguage } from '../../../lib/i18n.ts';
import { LANGUAGE_LABELS } from '../../../lib/locale.ts';
import classes from './codes-print-sheet.module.css';

/** Where a student enters the code: the site's activation page. */
export function activationUrl(): string {
  return `${window.location.origin}/auth/activate`;
}

function cardDate(iso: string, lng: TUiLanguage): string {
  // Debian's Chromium lacks Kazakh date data: Kazakh takes the Russian format (as format-date.ts does).
  return new Date(iso).toLocaleDateString(lng === 'kk' ? 'ru' : lng, { timeZone: 'UTC' });
}

/**
 * One card per member to cut out and hand over: name, group, username, the code, and how to enter
 * it, in the language chosen for the cards (the interface language at first; an organisation has
 * no language of its own). Shown over the whole window; printing prints the cards only.
 */
export function CodesPrintSheet({ codes, onClose }: { codes: TIssuedCode[]; onClose: () => void }) {
  const { t } = useTranslation('organizations');
  const [lng, setLng] = useState<TUiLanguage>(currentLanguage());
  const [ready, setReady] = useState<TUiLanguage>(lng);
  const titleId = useId();
  const tl = i18n.getFixedT(ready, 'organizations');
  const url = activationUrl();

  useEffect(() => {
    let live = true;
    void loadLanguage(lng, ['organizations']).then(() => {
      if (live) setReady(lng);
    });
    return () => {
      live = false;
    };
  }, [lng]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div className={classes.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="codes-print">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" className={classes.toolbar}>
          <Title order={2} id={titleId}>
            {t('print.title')}
          </Title>
          <Group gap="xs" wrap="wrap">
            <SegmentedControl
              aria-label={t('print.language')}
              data={UI_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
              value={lng}
              onChange={(value) => setLng(value as TUiLanguage)}
            />
            <Button
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
              disabled={codes.length === 0}
              data-autofocus
            >
              {t('print.print')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('print.close')}
            </Button>
          </Group>
        </Group>
        {codes.length === 0 ? (
          <Text c="dimmed">{t('print.empty')}</Text>
        ) : (
          <div className={classes.cards} lang={ready}>
            {codes.map((c) => (
              <section key={c.memberId} className={classes.card} data-testid="code-card">
                <Stack gap={6}>
                  <Text fw={700} size="lg">
                    {c.lastName} {c.firstName}
                  </Text>
                  <Text size="sm">
                    {c.group ? `${tl('print.group')}: ${c.group} · ` : ''}
                    {tl('print.login')}: {c.username}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {tl('print.code')}
                  </Text>
                  <div className={classes.code}>{c.code}</div>
                  <Text size="xs">{tl('print.validUntil', { date: cardDate(c.expiresAt, ready) })}</Text>
                  <Text size="sm" fw={600}>
                    {tl('print.howTo')}
                  </Text>
                  <ol className={classes.steps}>
                    <li>
                      <StepWithUrl text={tl('print.step1', { url: '\u0000' })} url={url} />
                    </li>
                    <li>{tl('print.step2')}</li>
                    <li>{tl('print.step3')}</li>
                    <li>{tl('print.step4', { username: c.username })}</li>
                  </ol>
                  <Text size="xs" c="dimmed">
                    {tl('print.secret')}
                  </Text>
                </Stack>
              </section>
            ))}
          </div>
        )}
      </Stack>
    </div>,
    document.body,
  );
}

/** The first step's text with the activation address set in bold where the translation puts it. */
function StepWithUrl({ text, url }: { text: string; url: string }) {
  const [before = '', after = ''] = text.split('\u0000');
  return (
    <>
      {before}
      <span className={classes.url}>{url}</span>
      {after}
    </>
  );
}
