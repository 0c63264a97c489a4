import { DEFAULT_BRAND } from '@quickcheck/brands';
import type { ReactNode } from 'react';
import { brandHeadAssets } from '../../pages/brand-assets.ts';
import { renderPrivatePage } from '../../pages/private-page.tsx';
import {
  OPS_AUDIT_CHECK_PATH,
  OPS_AUDIT_PATH,
  OPS_BASE,
  OPS_DECISIONS_PATH,
  OPS_EXPERIMENTS_PATH,
  OPS_HEALTH_PATH,
  OPS_OPEN_BANKING_PATH,
  OPS_OUTCOMES_PATH,
  OPS_RETENTION_PATH,
  OPS_SIGN_OUT_PATH,
  OPS_STYLESHEET_PATH,
  OPS_USERS_PATH,
  PEOPLE_PATH,
  REQUESTS_PATH,
} from '../ops-paths.ts';
import { may, type OpsRole } from '../ops-roles.ts';
import { CsrfField } from './parts.tsx';

export interface Viewer {
  email: string;
  role: OpsRole;
  csrfToken: string;
}

/** The console's pages; a link appears only where the viewer's role may follow it. */
const NAV = [
  { path: OPS_BASE, label: 'Funnel', permission: 'aggregates' },
  { path: OPS_OUTCOMES_PATH, label: 'Outcomes', permission: 'aggregates' },
  { path: OPS_OPEN_BANKING_PATH, label: 'Open banking', permission: 'aggregates' },
  { path: OPS_EXPERIMENTS_PATH, label: 'Experiments', permission: 'aggregates' },
  { path: OPS_HEALTH_PATH, label: 'Service health', permission: 'aggregates' },
  { path: OPS_DECISIONS_PATH, label: 'Decision look-up', permission: 'decisionLookup' },
  { path: PEOPLE_PATH, label: "A person's data", permission: 'personData' },
  { path: REQUESTS_PATH, label: 'Data requests', permission: 'personData' },
  { path: OPS_RETENTION_PATH, label: 'Retention', permission: 'aggregates' },
  { path: OPS_USERS_PATH, label: 'Operators', permission: 'users' },
  { path: OPS_AUDIT_PATH, label: 'Audit log', permission: 'users' },
  { path: OPS_AUDIT_CHECK_PATH, label: 'Audit check', permission: 'users' },
] as const;

function Navigation({ viewer, current }: { viewer: Viewer; current: string }) {
  return (
    <>
      <nav aria-label="Console">
        <ul>
          {NAV.filter((item) => may(viewer.role, item.permission)).map((item) => (
            <li key={item.path}>
              <a href={item.path} aria-current={item.path === current ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="post" action={OPS_SIGN_OUT_PATH} className="sign-out">
        <CsrfField token={viewer.csrfToken} />
        <p>{`Signed in as ${viewer.email} (${viewer.role})`}</p>
        <button type="submit">Sign out</button>
      </form>
    </>
  );
}

// The provider's own icon: without one, a browser's request for /favicon.ico fell through to the
// visitor's form page, drawn for nothing on every console page.
const CONSOLE_FAVICON = brandHeadAssets(DEFAULT_BRAND).favicon;

export interface ConsolePageOptions {
  /** Signed in: the menu and the sign-out form. */
  viewer?: Viewer | undefined;
  /** The menu entry marked as the current page. */
  path?: string | undefined;
}

/**
 * A whole console page as HTML, in the private pages' frame (X-Robots-Tag on the response too): its
 * own stylesheet and icon, the console's header and menu.
 */
export function renderConsolePage(title: string, body: ReactNode, options: ConsolePageOptions = {}): string {
  return renderPrivatePage({
    lang: 'en',
    title: `${title} - QuickCheck operator console`,
    head: (
      <>
        <link rel="stylesheet" href={OPS_STYLESHEET_PATH} />
        <link rel="icon" href={CONSOLE_FAVICON} />
      </>
    ),
    body: (
      <>
        <header className="console-header">
          <p className="console-name">QuickCheck operator console</p>
          {options.viewer ? <Navigation viewer={options.viewer} current={options.path ?? ''} /> : null}
        </header>
        <main>{body}</main>
      </>
    ),
  });
}
