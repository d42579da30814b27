import {
  IconBuildingCommunity,
  IconClipboardCheck,
  IconLanguage,
  IconPhotoVideo,
  IconRoute,
  IconSchool,
  IconSparkles,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ThemeIcon } from './controls.tsx';
import controls from './controls.module.css';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading.tsx';

const FEATURES: ReadonlyArray<{ key: string; icon: Icon; color: string }> = [
  { key: 'tests', icon: IconClipboardCheck, color: 'blue' },
  { key: 'matching', icon: IconSparkles, color: 'violet' },
  { key: 'roadmaps', icon: IconRoute, color: 'teal' },
  { key: 'admission', icon: IconSchool, color: 'indigo' },
  { key: 'social', icon: IconPhotoVideo, color: 'pink' },
  { key: 'projects', icon: IconUsersGroup, color: 'orange' },
  { key: 'organisations', icon: IconBuildingCommunity, color: 'cyan' },
  { key: 'languages', icon: IconLanguage, color: 'grape' },
];

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="features" className={classes.section} aria-labelledby="features-title">
      <div className={classes.container}>
        <SectionHeading
          id="features-title"
          eyebrow={t('features.eyebrow')}
          title={t('features.title')}
          subtitle={t('features.subtitle')}
        />
        <div className={`${classes.grid} ${classes.cols2xs4md}`}>
          {FEATURES.map(({ key, icon: FeatureIcon, color }) => (
            <div key={key} className={`${controls.card} ${controls.cardLg} ${classes.lift}`}>
              <ThemeIcon size={44} radius="md" variant="light" color={color} className={classes.iconTile}>
                <FeatureIcon size={24} aria-hidden />
              </ThemeIcon>
              <h3 className={`${classes.titleLg} ${classes.featureTitle}`}>{t(`features.items.${key}.title`)}</h3>
              <p className={`${classes.small} ${classes.muted}`}>{t(`features.items.${key}.text`)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
