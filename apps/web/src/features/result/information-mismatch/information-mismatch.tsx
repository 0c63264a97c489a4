import type { BrandId } from '@quickcheck/brands';
import {
  EMPLOYMENT_STATUSES,
  EXPLANATION_TEXT,
  applicantReasons,
  type ResultResponse,
  type UserData,
} from '@quickcheck/contracts';
import { useLocation } from '../../../common/navigation/router/router.tsx';
import { PageContent } from '../../../common/ui/page-content/page-content.tsx';
import { Link } from '../../../common/ui/link/link.tsx';
import styles from '../result.module.css';
import { useBrandContent } from '../brand-content/use-brand-content.ts';
import { CreditFileGuide } from './credit-file-guide.tsx';
import { trackCta } from '../../../common/analytics/track-interactions.ts';
import { DecisionReference } from '../../../common/decision-reference/decision-reference.tsx';
import { AgencyDetails } from '../agency-details/agency-details.tsx';
import { PAGE_NAMES, useDocumentTitle } from '../../../common/document-title/use-document-title.ts';

const employmentLabel = (value: string) => EMPLOYMENT_STATUSES.find((status) => status.value === value)?.label ?? value;

/** Every answer of docs/product/screens.md screen 4, in the order the visitor gave them; an optional one left blank says so. */
function playbackRows(user: UserData): [string, string][] {
  const addressLines = [user.houseFlatNameNumber, user.streetName].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    ['Title', user.title],
    ['First name', user.firstName],
    ['Last name', user.lastName],
    // Dates travel as DD-MM-YYYY; people read them with slashes.
    ['Date of birth', user.dateOfBirth.replaceAll('-', '/')],
    ['Employment status', employmentLabel(user.employmentStatus)],
    ['Occupation', user.occupation],
    ['Address', addressLines],
    ['Address line 2', user.addressLine2],
    ['Town or city', user.townCity],
    ['County', user.county],
    ['Postcode', user.postcode],
    ['Years at address', user.yearsAtAddress],
  ];
  return rows.map(([term, value]) => [term, value === '' ? 'Not given' : value]);
}

/** Edit mode: the form with this quotation's answers, keeping the journey's other query values. */
function changeDetailsHref(search: string, quotationId: string): string {
  const params = new URLSearchParams(search);
  params.set('quotation', quotationId);
  return `/?${params.toString()}`;
}

export function InformationMismatch({ result, brand }: { result: ResultResponse; brand: BrandId }) {
  useDocumentTitle(PAGE_NAMES.informationMismatch);
  const { search } = useLocation();
  const content = useBrandContent(brand);
  const agency = result.explanation?.agency;
  const { basis } = result.explanation ? applicantReasons(result.explanation) : {};
  return (
    <PageContent title="We couldn't confirm your details" subtitle={basis}>
      <section className={styles.section} aria-labelledby="your-details-heading">
        <h2 id="your-details-heading" className={styles.sectionHeading}>
          The details you gave us
        </h2>
        <p>A small difference, such as a missing flat number or an old address, is often enough to stop a match.</p>
        <dl className={styles.playback}>
          {playbackRows(result.userData).map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p>
          <a
            href={changeDetailsHref(search, result.quotationId)}
            onClick={() => trackCta('changeDetails', { page: 'informationMismatch' })}
          >
            Change your details
          </a>
        </p>
      </section>
      <CreditFileGuide agency={agency} />
      {agency ? (
        <AgencyDetails agency={agency} page="informationMismatch">
          <p>{EXPLANATION_TEXT.mismatchChecks}</p>
        </AgencyDetails>
      ) : null}
      <p className={styles.section}>
        If your details are right and you still can't get a result,{' '}
        <Link newTab href={content.contactUrl} onClick={() => trackCta('contactUs', { page: 'informationMismatch' })}>
          get in touch
        </Link>
        .
      </p>
      {result.explanation ? <DecisionReference explanation={result.explanation} /> : null}
    </PageContent>
  );
}
