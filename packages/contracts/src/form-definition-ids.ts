// No zod here: the page config and the first load name a definition without its schemas (issue 12).

/** The definitions' ids alone (definitions.ts): light enough for the page config, which names the one to ask. */
export const FORM_DEFINITION_IDS = { standard: 'qco-standard', aggregator: 'aggregator-standard' } as const;

/** The review after a definition's stages ('Check your answers'): a check saved there comes back to it. */
export const REVIEW_STAGE_ID = 'check-your-answers';
