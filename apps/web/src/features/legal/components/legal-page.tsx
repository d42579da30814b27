import { CONTACTS } from '@bagdar/contracts';
import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link.tsx';
import { usePageTitle } from '../../../components/page-title.tsx';
import { planPrices, usePlans } from '../../../lib/plans.ts';
import { readLegalDocument, type TLegalDoc } from '../legal-content.ts';
import classes from '../legal.module.css';
import { LegalDocumentBody } from './legal-document.tsx';
import { LegalFooter } from './legal-footer.tsx';
import { LegalHeader } from './legal-header.tsx';
import { LegalToc } from './legal-toc.tsx';

/** /legal/privacy, /legal/offer and /legal/terms: one of the three documents from the `legal` namespace. */
export function LegalPage({ doc }: { doc: TLegalDoc }) {
  const { t } = useTranslation('legal');
  // The offer states the prices of the plans table, as the landing page does.
  const plans = usePlans();
  const document = readLegalDocument(t, doc, planPrices(plans.data?.items));
  usePageTitle(document.title);

  return (
    <div className={classes.page}>
      <SkipLink />
      <LegalHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Container size="lg">
          <article aria-labelledby="legal-title" data-testid={`legal-${doc}`}>
            <Stack gap="xs" mb={40} maw={820}>
              <Title order={1} id="legal-title" fz={{ base: 28, sm: 40 }}>
                {document.title}
              </Title>
              <Text size="sm" className={classes.muted}>
                {t('common.updated', { date: document.updated })}
              </Text>
              <Text size="lg" className={classes.paragraph} mt="sm">
                {document.intro}
              </Text>
            </Stack>
            <Grid gutter={{ base: 'xl', md: 48 }}>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <LegalToc doc={doc} sections={document.sections} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <LegalDocumentBody doc={doc} document={document} />
                <Text size="sm" className={classes.muted} mt={48}>
                  {t('common.contact', { email: CONTACTS.email, phone: CONTACTS.phone })}
                </Text>
              </Grid.Col>
            </Grid>
          </article>
        </Container>
      </main>
      <LegalFooter doc={doc} />
    </div>
  );
}

export function PrivacyPage() {
  return <LegalPage doc="privacy" />;
}

export function OfferPage() {
  return <LegalPage doc="offer" />;
}

export function TermsPage() {
  return <LegalPage doc="terms" />;
}
