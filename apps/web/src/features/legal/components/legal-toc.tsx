import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { legalSectionId, type TLegalDoc, type TLegalSection } from '../legal-content.ts';
import classes from '../legal.module.css';

/** The document's contents: a numbered list of in-page links to its sections. */
export function LegalToc({ doc, sections }: { doc: TLegalDoc; sections: TLegalSection[] }) {
  const { t } = useTranslation('legal');
  return (
    <nav aria-labelledby="legal-toc-title" className={classes.toc}>
      <Text id="legal-toc-title" fw={700} mb="sm">
        {t('common.toc')}
      </Text>
      <ol className={classes.tocList}>
        {sections.map((section, index) => (
          <li key={section.heading}>
            <a href={`#${legalSectionId(doc, index)}`} className={classes.tocLink}>
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
