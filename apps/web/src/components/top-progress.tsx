import classes from './top-progress.module.css';

/** A thin bar at the top while the next page loads (plain markup: the landing shows it before the app runs). */
export function TopProgress() {
  return <div className={classes.bar} aria-hidden />;
}
