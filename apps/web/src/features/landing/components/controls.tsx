import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './controls.module.css';

/**
 * The few pieces of Mantine's look the landing repeats (Button, ThemeIcon, List with icons), as plain
 * elements on controls.module.css: the landing runs no Mantine component (decision 014).
 */

interface TButtonLook {
  variant: 'filled' | 'default' | 'subtle' | 'lightRed';
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
  /** An icon before (`left`) or after (`right`) the label. */
  icon?: 'left' | 'right';
}

/** The class names of a button (or a link that looks like one). */
export function buttonClass({ variant, size = 'sm', block = false, icon }: TButtonLook): string {
  return [
    classes.button,
    classes[variant],
    size === 'sm' ? '' : classes[size],
    block ? classes.block : '',
    icon === 'left' ? classes.withLeft : icon === 'right' ? classes.withRight : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A button's label (its text). */
export function ButtonLabel({ children }: { children: ReactNode }) {
  return <span className={classes.label}>{children}</span>;
}

/** An icon beside a button's label (`aria-hidden` is the icon's own). */
export function ButtonIcon({ side, children }: { side: 'left' | 'right'; children: ReactNode }) {
  return <span className={side === 'left' ? classes.iconLeft : classes.iconRight}>{children}</span>;
}

/**
 * A tile behind an icon: `filled` in one shade (`blue.8`) with white, or `light` in a colour's light
 * variant, which follows the colour scheme.
 */
export function ThemeIcon({
  size,
  radius,
  color,
  variant = 'filled',
  className,
  children,
}: {
  size: number;
  radius: 'md' | 'xl';
  /** A colour (`teal`) for `light`, a colour and shade (`blue.8`) for `filled`. */
  color: string;
  variant?: 'filled' | 'light';
  className?: string;
  children: ReactNode;
}) {
  const filled = variant === 'filled';
  return (
    <span
      className={className ? `${classes.themeIcon} ${className}` : classes.themeIcon}
      style={{
        width: size,
        height: size,
        borderRadius: `var(--mantine-radius-${radius})`,
        background: filled ? `var(--mantine-color-${color.replace('.', '-')})` : `var(--mantine-color-${color}-light)`,
        color: filled ? 'var(--mantine-color-white)' : `var(--mantine-color-${color}-light-color)`,
      }}
    >
      {children}
    </span>
  );
}

/** A list whose items each open with a round check mark. */
export function CheckList({
  items,
  spacing,
  check,
  className,
}: {
  items: readonly string[];
  spacing: number;
  check: { color: string; variant: 'filled' | 'light' };
  className?: string;
}) {
  return (
    <ul className={className ? `${classes.checkList} ${className}` : classes.checkList}>
      {items.map((item, index) => (
        <li key={item} style={index === 0 ? undefined : { marginTop: spacing }}>
          <span className={classes.checkRow}>
            <span className={classes.checkIcon}>
              <ThemeIcon size={20} radius="xl" color={check.color} variant={check.variant}>
                <IconCheck size={13} aria-hidden />
              </ThemeIcon>
            </span>
            <span>{item}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
