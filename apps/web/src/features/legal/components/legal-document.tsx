import { Stack, Text, Title } from '@mantine/core';
import { legalSectionId, type TLegalDoc, type TLegalDocument } from '../legal-content.ts';
import classes from '../legal.module.css';

/** The numbered sections of one document: an h2 each, then its paragraphs and list. */
export function LegalDocumentBody({ doc, document }: { doc: TLegalDoc; document: TLegalDocument }) {
  return (
    <Stack gap="xl">
      {document.sections.map((section, index) => {
        const id = legalSectionId(doc, index);
        return (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className={classes.section}>
            <Title order={2} id={`${id}-title`} fz="xl" mb="sm">
              {`${index + 1}. ${section.heading}`}
            </Title>
            <Stack gap="sm">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} className={classes.paragraph}>
                  {paragraph}
                </Text>
              ))}
              {section.items.length > 0 ? (
                <ul className={classes.list}>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
