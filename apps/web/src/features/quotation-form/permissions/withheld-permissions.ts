import { isComparisonSite, isProductSpecific, type BrandId } from '@quickcheck/brands';
import { FIELD, type FormDefinition } from '@quickcheck/contracts';

export interface PermissionsContext {
  brand: BrandId;
  /** The form data's consumer name: a comparison site's code for aggregator journeys. */
  consumerName: string;
  /** A quotation id in the address. */
  editing: boolean;
}

export const PERMISSION_FIELDS: readonly string[] = [FIELD.marketingPermission, FIELD.futureSoftSearchPermission];

/**
 * Spec §5: the product-specific flag, and (separately stated) partner-aggregator edits, force
 * both permissions to 'false'. The visitor is then not asked them at all: a tick-box whose
 * answer is thrown away would mislead (docs/decisions/006).
 */
export function permissionsWithheld({ brand, consumerName, editing }: PermissionsContext): boolean {
  return isProductSpecific(brand, consumerName) || (editing && isComparisonSite(consumerName));
}

/** The definition without the permission questions, and without any stage left empty by that. */
export function withoutPermissionQuestions(definition: FormDefinition): FormDefinition {
  const stages = definition.stages
    .map((stage) => ({ ...stage, questions: stage.questions.filter((q) => !PERMISSION_FIELDS.includes(q.id)) }))
    .filter((stage) => stage.questions.length > 0);
  return { ...definition, stages };
}

/** The definition the visitor walks through: the signed one, less the questions spec §5 overrides. */
export function definitionToAsk(definition: FormDefinition, context: PermissionsContext): FormDefinition {
  return permissionsWithheld(context) ? withoutPermissionQuestions(definition) : definition;
}
