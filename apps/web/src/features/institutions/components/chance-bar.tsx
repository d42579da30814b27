import type { TAdmissionBand } from '@bagdar/contracts';
import { Box } from '@mantine/core';
import classes from './chance-bar.module.css';

const BAND_COLOR: Record<TAdmissionBand, string> = { REACH: 'red', MATCH: 'yellow', SAFETY: 'teal' };

/**
 * A chance range on a 0–100 track: the shaded span is the range (its width is the measured
 * uncertainty), the tick the point estimate. Decorative: the numbers are always written beside it.
 */
export function ChanceBar({
  low,
  high,
  point,
  band,
}: {
  low: number;
  high: number;
  point: number;
  band: TAdmissionBand;
}) {
  const color = `var(--mantine-color-${BAND_COLOR[band]}-6)`;
  return (
    <Box className={classes.track} aria-hidden data-testid="chance-bar">
      <div
        className={classes.range}
        style={{ left: `${low}%`, width: `${Math.max(high - low, 1)}%`, background: color }}
      />
      <div className={classes.point} style={{ left: `${point}%` }} />
    </Box>
  );
}
