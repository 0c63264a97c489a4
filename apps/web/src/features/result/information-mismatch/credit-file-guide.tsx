import styles from '../result.module.css';

/** The four-step 'check your credit file' guide (spec §2 screen 4). */
export function CreditFileGuide() {
  return (
    <section className={styles.section} aria-labelledby="credit-file-heading">
      <h2 id="credit-file-heading" className={styles.sectionHeading}>
        Check your credit file
      </h2>
      <ol className={styles.list}>
        <li>Get a free copy of your credit file from one of the credit reference agencies.</li>
        <li>Check that your name, date of birth and address are shown the way you entered them.</li>
        <li>Make sure you are registered on the electoral roll at your current address.</li>
        <li>Ask the agency to correct anything that is wrong, then try QuickCheck again.</li>
      </ol>
    </section>
  );
}
