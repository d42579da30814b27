import { CONTACTS } from '@bagdar/contracts';
import { Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEGAL_DOCS, type TLegalDoc } from '../legal-content.ts';
import classes from '../legal.module.css';

/** Links between the three documents (the open one marked current) and back home. */
export function LegalFooter({ doc }: { doc: TLegalDoc }) {
  const { t } = useTranslation('legal');
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Stack gap="md">
          <nav aria-label={t('common.documents')}>
            <Group gap="lg" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              <li>
                <Link to="/" className={classes.footerLink}>
                  {t('common.backHome')}
                </Link>
              </li>
              {LEGAL_DOCS.map((other) => (
                <li key={other}>
                  <Link
                    to={`/legal/${other}`}
                    className={classes.footerLink}
                    aria-current={other === doc ? 'page' : undefined}
                  >
                    {t(`common.docs.${other}`)}
                  </Link>
                </li>
              ))}
            </Group>
          </nav>
          <Text size="sm" className={classes.muted}>
            {t('common.operator', { email: CONTACTS.email })}
          </Text>
          <Text size="sm" className={classes.muted}>
            {t('common.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
