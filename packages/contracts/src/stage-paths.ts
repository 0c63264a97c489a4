/**
 * docs/product/screens.md 'next-stage path, made of two joined segments': the journey's segment and the stage's
 * id from the form definition, so a new stage in a definition gets its own address by itself.
 * Here rather than in the web app: the server links to a stage too (the partner API's continue link).
 */
export const STAGE_PATH_SEGMENT = 'eligibility';

export const stagePath = (stageId: string) => `/${STAGE_PATH_SEGMENT}/${stageId}`;

/** The review step after the definition's stages ('Check your answers'): a check saved there comes back to it. */
export const REVIEW_STAGE_ID = 'check-your-answers';
