import { FIELD } from './answer-keys.ts';
import { FORM_DEFINITION_IDS } from './form-definition-ids.ts';
import type { FormDefinition, Stage } from './form-definition.ts';
import { aboutYou } from './stage-about-you.ts';
import { yourAddress } from './stage-your-address.ts';
import { yourFinances } from './stage-your-finances.ts';

export { EMPLOYMENT_STATUSES, WORKING_STATUSES } from './stage-your-finances.ts';

/** Stage 4: the permissions; docs/product/validation.md forces both to 'false' for product-specific brands and aggregator edits. */
const yourPreferences: Stage = {
  id: 'your-preferences',
  title: 'Staying in touch',
  questions: [
    {
      id: FIELD.marketingPermission,
      type: 'checkbox',
      label: 'Send me offers and news about my card by email, text and post',
      rules: [],
    },
    {
      id: FIELD.futureSoftSearchPermission,
      type: 'checkbox',
      label: 'Tell me if I become eligible for a card in future (this will not affect my credit score)',
      rules: [],
    },
  ],
};

const stages = [aboutYou, yourAddress, yourFinances, yourPreferences];

/** The default journey's definition (docs/product/contract.md#the-form). */
export const QCO_STANDARD: FormDefinition = { id: FORM_DEFINITION_IDS.standard, stages };
/** Partner-aggregator journeys: the same questions under an id without 'qco'. */
export const AGGREGATOR_STANDARD: FormDefinition = { id: FORM_DEFINITION_IDS.aggregator, stages };
