import { useEffect } from 'react';
import { useLocation, useNavigate } from '../../../common/navigation/router/router.tsx';
import { stageIdOfPath, stagePath } from './stage-paths.ts';

/**
 * The address is the source of the stage shown: each move pushes the stage's path (query kept),
 * so the browser's Back and Forward move between stages. An address ahead of what the answers
 * allow (a later stage opened without the earlier answers) is replaced by the first stage that
 * still needs answers — the first stage when there are none.
 */
export function useStageLocation(stageIds: readonly string[], reachable: number) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const requested = Math.max(0, stageIds.indexOf(stageIdOfPath(pathname) ?? ''));
  const index = Math.min(requested, reachable);
  const shownId = stageIds[index]!;

  useEffect(() => {
    if (requested > reachable) void navigate({ pathname: stagePath(shownId), search }, { replace: true });
  }, [requested, reachable, shownId, search, navigate]);

  const goTo = (target: number) => void navigate({ pathname: stagePath(stageIds[target]!), search });
  /** The next stage's address with the query kept: where a form posted before hydration goes. */
  const next = `${stagePath(stageIds[Math.min(index + 1, stageIds.length - 1)]!)}${search}`;
  return { index, requested, goTo, next };
}
