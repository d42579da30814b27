import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './hero-illustration.module.css';

const TYPE_BARS = [30, 22, 34, 26];
const CHANCE = 0.76;
const RING_RADIUS = 24;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

function Backdrop() {
  return (
    <svg className={classes.backdrop} viewBox="0 0 520 440" preserveAspectRatio="xMidYMid meet" focusable="false">
      <defs>
        <linearGradient id="hero-blob" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--mantine-color-blue-5)" stopOpacity="0.22" />
          <stop offset="1" stopColor="var(--mantine-color-teal-4)" stopOpacity="0.18" />
        </linearGradient>
      </defs>
      <circle cx="270" cy="220" r="190" fill="url(#hero-blob)" />
      <circle cx="270" cy="220" r="130" fill="none" stroke="var(--mantine-color-blue-4)" strokeOpacity="0.35" />
      <circle cx="270" cy="220" r="70" fill="none" stroke="var(--mantine-color-blue-4)" strokeOpacity="0.35" />
      <path
        d="M60 400 C 150 360, 140 280, 240 260 S 380 230, 420 120"
        fill="none"
        stroke="var(--mantine-color-blue-6)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 12"
      />
      {[
        [60, 400],
        [240, 260],
        [420, 120],
      ].map(([cx, cy]) => (
        <circle
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          r="9"
          fill="var(--mantine-color-body)"
          stroke="var(--mantine-color-blue-6)"
          strokeWidth="4"
        />
      ))}
      <path d="M270 150 L290 220 L270 290 L250 220 Z" fill="var(--mantine-color-blue-6)" fillOpacity="0.25" />
      <circle cx="270" cy="220" r="8" fill="var(--mantine-color-yellow-5)" />
    </svg>
  );
}

/** A decorative collage of what the product shows: type, matching careers, UNT score and an admission chance. */
export function HeroIllustration() {
  const { t } = useTranslation('landing');
  return (
    <div className={classes.stage} aria-hidden="true">
      <Backdrop />
      <div className={`${classes.card} ${classes.typeCard}`}>
        <div className={classes.label}>{t('hero.illustration.typeLabel')}</div>
        <div className={classes.value}>{t('hero.illustration.typeValue')}</div>
        <div className={classes.bars}>
          {TYPE_BARS.map((height, index) => (
            <span key={index} className={classes.bar} style={{ height, opacity: 0.55 + index * 0.15 }} />
          ))}
        </div>
      </div>
      <div className={`${classes.card} ${classes.scoreCard}`}>
        <div className={classes.label}>{t('hero.illustration.scoreLabel')}</div>
        <div className={classes.value}>{t('hero.illustration.scoreValue')}</div>
        <div className={classes.track}>
          <div className={classes.fill} />
        </div>
      </div>
      <div className={`${classes.card} ${classes.chanceCard}`}>
        <svg width="60" height="60" viewBox="0 0 60 60" focusable="false">
          <circle
            cx="30"
            cy="30"
            r={RING_RADIUS}
            fill="none"
            stroke="var(--mantine-color-default-border)"
            strokeWidth="7"
          />
          <circle
            cx="30"
            cy="30"
            r={RING_RADIUS}
            fill="none"
            stroke="var(--mantine-color-teal-6)"
            strokeWidth="7"
            strokeLinecap="round"
            strokeDasharray={`${RING_LENGTH * CHANCE} ${RING_LENGTH}`}
            transform="rotate(-90 30 30)"
          />
        </svg>
        <div>
          <div className={classes.label}>{t('hero.illustration.chanceLabel')}</div>
          <div className={classes.value}>{t('hero.illustration.chanceValue')}</div>
        </div>
      </div>
      <div className={`${classes.card} ${classes.matchCard}`}>
        <div className={classes.label}>{t('hero.illustration.matchLabel')}</div>
        <div className={classes.match}>
          <IconCircleCheckFilled size={16} className={classes.check} />
          {t('hero.illustration.match1')}
        </div>
        <div className={classes.match}>
          <IconCircleCheckFilled size={16} className={classes.check} />
          {t('hero.illustration.match2')}
        </div>
      </div>
      <div className={classes.goal}>{t('hero.illustration.goal')}</div>
    </div>
  );
}
