import { ADDRESS_MESSAGES, isValidPostcode, type Address } from '@quickcheck/contracts';
import { useState } from 'react';
import { useApiClient } from '../../../../common/api/api-client-context.tsx';
import { lookupAddresses } from '../../api/form-api.ts';
import { useFormSessionId } from '../../form-session.tsx';

export type LookupState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'invalid'; message: string }
  | { status: 'found'; addresses: Address[] }
  | { status: 'failed' };

/** Postcode lookup with the docs/product/validation.md messages; the same checks run before any request is sent. */
export function useAddressLookup() {
  const api = useApiClient();
  const sessionId = useFormSessionId();
  const [state, setState] = useState<LookupState>({ status: 'idle' });

  const find = async (postcode: string): Promise<LookupState> => {
    const trimmed = postcode.trim();
    let next: LookupState;
    if (trimmed === '') next = { status: 'invalid', message: ADDRESS_MESSAGES.postcodeRequired };
    else if (!isValidPostcode(trimmed)) next = { status: 'invalid', message: ADDRESS_MESSAGES.postcodeInvalid };
    else {
      setState({ status: 'searching' });
      const outcome = await lookupAddresses(api, sessionId, trimmed);
      if (outcome.kind === 'found') next = { status: 'found', addresses: outcome.addresses };
      else if (outcome.kind === 'invalid') next = { status: 'invalid', message: outcome.message };
      else next = { status: 'failed' };
    }
    setState(next);
    return next;
  };

  return { state, find, reset: () => setState({ status: 'idle' }) };
}
