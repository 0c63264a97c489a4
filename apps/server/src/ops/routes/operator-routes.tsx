import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../db/uuid.ts';
import { listAccounts, setAccountDisabled } from '../ops-accounts.ts';
import { OPS_AUDIT_CHECK_PATH, OPS_AUDIT_PATH, OPS_USER_CHANGES, OPS_USERS_PATH } from '../ops-paths.ts';
import { AuditCheckView } from '../views/audit-check-view.tsx';
import { AuditView } from '../views/audit-view.tsx';
import { UsersView } from '../views/users-view.tsx';
import { fieldOf, within, type ConsoleKit } from './console-kit.tsx';

/** The admin's pages: the operators (disable, enable), the audit log and its chain's check. */
export function operatorRoutes(scope: FastifyInstance, kit: ConsoleKit): void {
  const { auditLog, clock, db } = kit.services;

  scope.get(within(OPS_USERS_PATH), async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'users');
    if (!allowed) return reply;
    const accounts = await listAccounts(db);
    return kit.send(reply, 'Operators', <UsersView accounts={accounts} viewer={allowed.viewer} />, {
      viewer: allowed.viewer,
      path: OPS_USERS_PATH,
    });
  });

  // An admin disables an operator (their sessions end in the same statement) or enables them again.
  for (const [change, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    scope.post(within(OPS_USER_CHANGES[change]), async (request, reply) => {
      const allowed = await kit.viewerFor(request, reply, 'users');
      if (!allowed) return reply;
      if (!kit.csrfMatches(request, allowed.session)) return kit.refuseCsrf(reply);
      const id = fieldOf(request.body, 'id');
      const self = id === allowed.session.account.id;
      const changed = isUuid(id) && !self ? await setAccountDisabled(db, { id }, disabled, clock.now()) : undefined;
      if (!changed) {
        const problem = self ? 'You cannot disable or enable your own account' : 'No such operator';
        const accounts = await listAccounts(db);
        return kit.send(
          reply,
          'Operators',
          <UsersView accounts={accounts} viewer={allowed.viewer} message={problem} />,
          {
            viewer: allowed.viewer,
            path: OPS_USERS_PATH,
            status: self ? 403 : 404,
          },
        );
      }
      await kit.audit(allowed.session, {
        action: disabled ? 'account-disabled' : 'account-enabled',
        subject: changed.id,
        detail: { operator: changed.email },
      });
      return reply.redirect(OPS_USERS_PATH, 303);
    });
  }

  scope.get(within(OPS_AUDIT_PATH), async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'users');
    if (!allowed) return reply;
    return kit.send(reply, 'Audit log', <AuditView entries={await auditLog.recent()} />, {
      viewer: allowed.viewer,
      path: OPS_AUDIT_PATH,
    });
  });

  // The chain walked end to end (decision 046): intact, or the first row that breaks it.
  scope.get(within(OPS_AUDIT_CHECK_PATH), async (request, reply) => {
    const allowed = await kit.viewerFor(request, reply, 'users');
    if (!allowed) return reply;
    return kit.send(reply, 'Audit log check', <AuditCheckView check={await auditLog.check()} />, {
      viewer: allowed.viewer,
      path: OPS_AUDIT_CHECK_PATH,
    });
  });
}
