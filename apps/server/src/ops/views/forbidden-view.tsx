/** A signed-in operator whose role cannot open the page (403). */
export const ForbiddenView = () => (
  <>
    <h1>Not allowed</h1>
    <p>Your role cannot open this page.</p>
  </>
);
