import type { ConsentLevels } from '../../../common/consent/consent-levels.ts';
import { RadioGroup } from '../../../common/ui/radio-group/radio-group.tsx';
import { CONSENT_TEXT } from '../consent-texts.ts';
import styles from './preferences-fields.module.css';

const YES_NO = [
  { value: 'yes', label: CONSENT_TEXT.yes },
  { value: 'no', label: CONSENT_TEXT.no },
];

interface PreferencesFieldsProps {
  levels: ConsentLevels;
  onChange: (levels: ConsentLevels) => void;
}

/** docs/product/screens.md item 11: essential cookies (always on, no choice), then a Yes/No for each optional level. */
export function PreferencesFields({ levels, onChange }: PreferencesFieldsProps) {
  const answer = (granted: boolean) => (granted ? 'yes' : 'no');
  return (
    <div className={styles.fields}>
      <section aria-labelledby="consent-essential-heading">
        <h3 id="consent-essential-heading" className={styles.heading}>
          {CONSENT_TEXT.essentialHeading}
        </h3>
        <p>{CONSENT_TEXT.essentialBody}</p>
      </section>
      <RadioGroup
        name="consent-site-improvement"
        legend={CONSENT_TEXT.siteImprovementLegend}
        hint={CONSENT_TEXT.siteImprovementHint}
        options={YES_NO}
        variant="horizontal"
        value={answer(levels.siteImprovement)}
        onChange={(value) => onChange({ ...levels, siteImprovement: value === 'yes' })}
      />
      <RadioGroup
        name="consent-advertising"
        legend={CONSENT_TEXT.advertisingLegend}
        hint={CONSENT_TEXT.advertisingHint}
        options={YES_NO}
        variant="horizontal"
        value={answer(levels.advertising)}
        onChange={(value) => onChange({ ...levels, advertising: value === 'yes' })}
      />
    </div>
  );
}
