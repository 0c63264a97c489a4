import type { ReactNode } from 'react';
import { EXPLANATION_TEXT, type CreditReferenceAgencyDetails } from '@quickcheck/contracts';
import { Link } from '../../../common/ui/link/link.tsx';
import { trackCta } from '../../../common/analytics/track-interactions.ts';
import styles from '../result.module.css';

/** The agency whose information the decline rested on (CCA s.157), and the free statutory report. */
export function AgencyDetails({
  agency,
  page,
  children,
}: {
  agency: CreditReferenceAgencyDetails;
  page: string;
  children?: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby="agency-heading">
      <h2 id="agency-heading" className={styles.sectionHeading}>
        {EXPLANATION_TEXT.agencyHeading}
      </h2>
      {children}
      <p>{EXPLANATION_TEXT.agencyIntro}</p>
      <address className={styles.agency}>
        <strong>{agency.name}</strong>
        {agency.address.map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>
          {EXPLANATION_TEXT.agencyPhone}: <a href={`tel:${agency.phone.replaceAll(' ', '')}`}>{agency.phone}</a>
        </span>
        <span>
          {EXPLANATION_TEXT.agencyWebsite}:{' '}
          <Link newTab href={agency.website}>
            {agency.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
          </Link>
        </span>
      </address>
      <p>{EXPLANATION_TEXT.statutoryReport(agency.name)}</p>
      <p>
        <Link newTab href={agency.statutoryReportUrl} onClick={() => trackCta('statutoryCreditReport', { page })}>
          {EXPLANATION_TEXT.statutoryReportLink}
        </Link>
      </p>
    </section>
  );
}
