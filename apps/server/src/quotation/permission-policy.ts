import { permissionsWithheld, type PermissionsContext } from '@quickcheck/brands';
import { FIELD, type Answers } from '@quickcheck/contracts';

export interface Permissions {
  answers: Answers;
  requoteOptIn: 'true' | 'false';
}

/**
 * docs/product/validation.md and docs/product/overview.md#brand-groups-and-flags enforced where it counts: what is stored and answered, whatever the browser sent.
 * The context comes from the verified form token (brand, consumer name, edit of), never the body.
 */
export function enforcePermissionPolicy(permissions: Permissions, context: PermissionsContext): Permissions {
  if (!permissionsWithheld(context)) return permissions;
  return {
    answers: {
      ...permissions.answers,
      [FIELD.marketingPermission]: 'false',
      [FIELD.futureSoftSearchPermission]: 'false',
    },
    requoteOptIn: 'false',
  };
}
