import { IconBuilding, IconPresentation, IconSchool, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { readStringList } from '../translated-lists.ts';
import { CheckList, ThemeIcon } from './controls.tsx';
import controls from './controls.module.css';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading.tsx';

const AUDIENCES: ReadonlyArray<{ key: string; icon: Icon }> = [
  { key: 'students', icon: IconSchool },
  { key: 'educators', icon: IconPresentation },
  { key: 'organisations', icon: IconBuilding },
];

export function AudienceSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="audience" className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="audience-title">
      <div className={classes.container}>
        <SectionHeading id="audience-title" eyebrow={t('audience.eyebrow')} title={t('audience.title')} />
        <div className={`${classes.grid} ${classes.cols3md}`}>
          {AUDIENCES.map(({ key, icon: AudienceIcon }) => (
            <div key={key} className={`${controls.card} ${controls.cardXl} ${classes.lift}`}>
              <ThemeIcon size={48} radius="xl" color="blue.8" className={classes.iconTile}>
                <AudienceIcon size={26} aria-hidden />
              </ThemeIcon>
              <h3 className={`${classes.titleXl} ${classes.audienceTitle}`}>{t(`audience.${key}.title`)}</h3>
              <p className={`${classes.muted} ${classes.audienceText}`}>{t(`audience.${key}.text`)}</p>
              <CheckList
                items={readStringList(t(`audience.${key}.points`, { returnObjects: true }))}
                spacing={6}
                check={{ color: 'teal.8', variant: 'filled' }}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
