import { useNavigation } from 'react-router';
import { TopProgress } from './top-progress.tsx';

/** A thin bar at the top while the next page's guard and code load. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <TopProgress />;
}
