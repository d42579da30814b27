import classes from './landing.module.css';

interface SectionHeadingProps {
  /** The id the section's `aria-labelledby` points at. */
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
}

/** The centred eyebrow, h2 and lead paragraph that open every landing section. */
export function SectionHeading({ id, eyebrow, title, subtitle }: SectionHeadingProps) {
  return (
    <div className={classes.sectionHeading}>
      <p className={classes.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={classes.sectionTitle}>
        {title}
      </h2>
      {subtitle ? <p className={`${classes.lead} ${classes.muted}`}>{subtitle}</p> : null}
    </div>
  );
}
