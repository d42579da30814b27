import classes from './initials.module.css';

/**
 * A person's initials inside an Avatar that has no photo, for a control named by its label (the
 * user menu, a story author). They stand in for the photo: drawn by CSS and hidden from assistive
 * technology, so they are neither read aloud nor visible text that the label must contain (WCAG
 * 2.5.3, label in name: a speech-input user says the label's words, not two letters of a picture).
 */
export function Initials({ firstName, lastName }: { firstName: string; lastName: string }) {
  const letters = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return <span className={classes.initials} data-initials={letters} aria-hidden="true" />;
}
