/** A POST without its token, or sent from another site (403). */
export const OutOfDateFormView = () => (
  <>
    <h1>Not allowed</h1>
    <p>This form is out of date. Go back, reload the page and try again.</p>
  </>
);
