import { Progress } from '@mantine/core';

/** A thin bar at the top while the next page loads. */
export function TopProgress() {
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      aria-hidden
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
