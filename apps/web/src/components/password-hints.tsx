import { PASSWORD_RULES, LIMITS } from '@bagdar/contracts';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The five strength hints of spec §5, each ticked as the password meets it. */
export function PasswordHints({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('validation');
  return (
    <div id={id}>
      <Text size="sm" fw={500} mb={4}>
        {t('passwordHints.title')}
      </Text>
      <List spacing={2} size="sm" center aria-live="polite">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <List.Item
              key={rule.key}
              data-testid={`password-hint-${rule.key}`}
              data-met={met}
              c={met ? 'teal.8' : 'dimmed'}
              icon={
                <ThemeIcon color={met ? 'teal' : 'gray'} variant={met ? 'filled' : 'light'} size={18} radius="xl">
                  {met ? <IconCheck size={12} aria-hidden /> : <IconPoint size={12} aria-hidden />}
                </ThemeIcon>
              }
            >
              {t(`passwordHints.${rule.key}`, { min: LIMITS.passwordMin })}
              {met ? <VisuallyHidden>{` — ${t('passwordHints.met')}`}</VisuallyHidden> : null}
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
