import { permissionsWithheld, type PermissionsContext } from '@quickcheck/brands';
import { FIELD, type FormDefinition } from '@quickcheck/contracts';

export const PERMISSION_FIELDS: readonly string[] = [FIELD.marketingPermission, FIELD.futureSoftSearchPermission];

/** The definition without the permission questions, and without any stage left empty by that. */
export function withoutPermissionQuestions(definition: FormDefinition): FormDefinition {
  const stages = definition.stages
    .map((stage) => ({ ...stage, questions: stage.questions.filter((q) => !PERMISSION_FIELDS.includes(q.id)) }))
    .filter((stage) => stage.questions.length > 0);
  return { ...definition, stages };
}

/** The definition the visitor walks through: the signed one, less the questions docs/product/validation.md overrides. */
export function definitionToAsk(definition: FormDefinition, context: PermissionsContext): FormDefinition {
  return permissionsWithheld(context) ? withoutPermissionQuestions(definition) : definition;
}
