import { STAGE_PATH_SEGMENT } from '@quickcheck/contracts';

export { STAGE_PATH_SEGMENT, stagePath } from '@quickcheck/contracts';

const STAGE_PATH = new RegExp(`^/${STAGE_PATH_SEGMENT}/([a-z0-9-]+)/?$`);

/** The stage an address names, or undefined for '/' and any other form path (the first stage). */
export function stageIdOfPath(pathname: string): string | undefined {
  return STAGE_PATH.exec(pathname)?.[1];
}
