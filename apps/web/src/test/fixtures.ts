import {
  API_BASE_URL,
  API_PATHS,
  DEFAULT_SESSION_EXPIRY_MINUTES,
  DEFAULT_SESSION_INACTIVITY_MINUTES,
  DEFAULT_TECHNICAL_ERROR,
  QCO_STANDARD,
  parseJourneyQuery,
  type FormDefinition,
  type FormResponsePayload,
  type PageConfig,
  type ResultResponse,
} from '@quickcheck/contracts';
import type { BrandId } from '@quickcheck/brands';
import { UnsecuredJWT } from 'jose';
import { journeyOf, type AddressJourney } from '../common/page-config/page-journey.ts';

export const SESSION_ID = '6f1c1b9e-3f5e-4b7a-9d2c-1a2b3c4d5e6f';

export function pageConfig(overrides: Partial<PageConfig> = {}): PageConfig {
  return {
    brand: 'quickcheck',
    orchestration: { baseUrl: API_BASE_URL, paths: { ...API_PATHS } },
    sessionExpiryMinutes: DEFAULT_SESSION_EXPIRY_MINUTES,
    sessionInactivityMinutes: DEFAULT_SESSION_INACTIVITY_MINUTES,
    technicalErrorBrands: [],
    technicalError: { ...DEFAULT_TECHNICAL_ERROR },
    agreementOrigin: 'http://localhost:3000',
    ...overrides,
  };
}

export function formPayload(overrides: Partial<FormResponsePayload> = {}): FormResponsePayload {
  return {
    sessionId: SESSION_ID,
    definition: QCO_STANDARD,
    consumerName: 'QCHK',
    formValues: {},
    onlineEntryMethodCode: 'OEM1',
    openBanking: { enabled: true },
    requestDetails: {
      quotationContext: { brand: 'quickcheck', consumerName: 'QCHK', journeyType: 'standard' },
    },
    ...overrides,
  };
}

export function withDefinition(definition: FormDefinition): FormResponsePayload {
  return formPayload({ definition });
}

/** An unsigned token: the browser only decodes it; the server verifies the real signature. */
export function formToken(payload: FormResponsePayload = formPayload()): string {
  return new UnsecuredJWT({ ...payload }).encode();
}

export function result(overrides: Partial<ResultResponse> = {}): ResultResponse {
  return {
    quotationId: 'q-123',
    reason: 'SCORE_DECLINE',
    userData: {
      title: 'Ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '10-12-1985',
      employmentStatus: 'FULL_TIME',
      occupation: 'Engineer',
      houseFlatNameNumber: '12',
      streetName: 'High Street',
      addressLine2: '',
      townCity: 'London',
      county: 'Greater London',
      postcode: 'SW1A 1AA',
      yearsAtAddress: '5',
    },
    requoteOptIn: 'false',
    openBankingDecisionIndicator: false,
    token: 'result-token',
    ...overrides,
  };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The page config's journey as the server writes it for `search` (journey-context.ts): tests play the server. */
export function servedJourney(brand: BrandId, search: string): AddressJourney {
  const { consumerName, ...address } = parseJourneyQuery(search);
  return journeyOf(brand, consumerName, address);
}
