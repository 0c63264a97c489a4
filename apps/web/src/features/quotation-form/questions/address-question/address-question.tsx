import { ADDRESS_MESSAGES, addressKeys, type Address } from '@quickcheck/contracts';
import { useState } from 'react';
import { Button } from '../../../../common/ui/button/button.tsx';
import { Fieldset } from '../../../../common/ui/form-field/form-field.tsx';
import type { QuestionProps } from '../question-props.ts';
import { answersFromAddress, clearedAddress, hasAddress } from './address-answers.ts';
import styles from './address-question.module.css';
import { ChosenAddress } from './chosen-address.tsx';
import { ManualAddress } from './manual-address.tsx';
import { PostcodeLookup } from './postcode-lookup.tsx';
import { useAddressLookup } from './use-address-lookup.ts';

type Mode = 'lookup' | 'manual' | 'chosen';

const NO_ADDRESSES = "We couldn't find any addresses for that postcode, please enter your address manually";

/** An address found by postcode or typed by hand (docs/product/contract.md#the-form); it edits the `addressKeys` answers. */
export function AddressQuestion({ question, answers, errors, onChange }: QuestionProps) {
  const keys = addressKeys(question.id);
  const lookup = useAddressLookup();
  const [mode, setMode] = useState<Mode>(() => (hasAddress(keys, answers) ? 'chosen' : 'lookup'));
  const [notice, setNotice] = useState<string>();
  const [chosenManually, setChosenManually] = useState(false);

  // An error on a line of the address can only be fixed by typing, so it opens manual entry;
  // so does a postcode error under a chosen address, whose postcode box is otherwise hidden.
  const lineError = Object.entries(keys).some(([part, key]) => part !== 'postcode' && key && errors[key]);
  const hiddenPostcodeError = mode === 'chosen' && !!errors[keys.postcode];
  const shown: Mode = lineError || hiddenPostcodeError ? 'manual' : mode;

  const find = async () => {
    setNotice(undefined);
    const next = await lookup.find(answers[keys.postcode] ?? '');
    if (next.status === 'failed') setNotice(ADDRESS_MESSAGES.lookupFailed);
    else if (next.status === 'found' && next.addresses.length === 0) setNotice(NO_ADDRESSES);
    else return;
    setMode('manual');
  };
  const choose = (address: Address) => {
    onChange(answersFromAddress(keys, address));
    lookup.reset();
    setMode('chosen');
  };
  const change = () => {
    onChange(clearedAddress(keys));
    setNotice(undefined);
    setMode('lookup');
  };
  const enterManually = () => {
    lookup.reset();
    setChosenManually(true);
    setMode('manual');
  };

  const lookupError = lookup.state.status === 'invalid' ? lookup.state.message : undefined;
  return (
    <Fieldset name={question.id} legend={question.label} hint={question.hint} error={errors[question.id]}>
      {notice ? (
        <p role="alert" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      {shown === 'chosen' ? (
        <ChosenAddress label={question.label} keys={keys} answers={answers} onChange={change} />
      ) : null}
      {shown === 'manual' ? (
        <ManualAddress
          questionId={question.id}
          keys={keys}
          answers={answers}
          errors={errors}
          onChange={onChange}
          focusFirst={chosenManually}
        />
      ) : null}
      {shown === 'lookup' ? (
        <>
          <PostcodeLookup
            questionId={question.id}
            keys={keys}
            answers={answers}
            error={lookupError ?? errors[keys.postcode]}
            lookup={lookup.state}
            onChange={onChange}
            onFind={() => void find()}
            onChoose={choose}
          />
          <Button variant="link" onClick={enterManually}>
            Enter address manually
          </Button>
        </>
      ) : null}
    </Fieldset>
  );
}
