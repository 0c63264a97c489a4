/** Operator roles (issue 24): each sees what the one before it sees, and more. */
export const OPS_ROLES = ['analyst', 'compliance', 'admin'] as const;
export type OpsRole = (typeof OPS_ROLES)[number];

export const isOpsRole = (value: unknown): value is OpsRole => OPS_ROLES.includes(value as OpsRole);

/** What a role may do: aggregates for all, one person's decision and data for compliance, accounts and the audit log for admins. */
export const OPS_PERMISSIONS = {
  aggregates: ['analyst', 'compliance', 'admin'],
  decisionLookup: ['compliance', 'admin'],
  /** Find, export, correct and erase one person's data; keep the requests (issue 36). */
  personData: ['compliance', 'admin'],
  users: ['admin'],
} as const satisfies Record<string, readonly OpsRole[]>;
export type OpsPermission = keyof typeof OPS_PERMISSIONS;

export function may(role: OpsRole, permission: OpsPermission): boolean {
  return (OPS_PERMISSIONS[permission] as readonly OpsRole[]).includes(role);
}
