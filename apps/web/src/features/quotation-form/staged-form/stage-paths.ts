/**
 * Spec §2 'next-stage path, made of two joined segments': the journey's segment and the stage's
 * id from the form definition, so a new stage in a definition gets its own address by itself.
 */
export const STAGE_PATH_SEGMENT = 'eligibility';

export const stagePath = (stageId: string) => `/${STAGE_PATH_SEGMENT}/${stageId}`;

const STAGE_PATH = new RegExp(`^/${STAGE_PATH_SEGMENT}/([a-z0-9-]+)/?$`);

/** The stage an address names, or undefined for '/' and any other form path (the first stage). */
export function stageIdOfPath(pathname: string): string | undefined {
  return STAGE_PATH.exec(pathname)?.[1];
}
