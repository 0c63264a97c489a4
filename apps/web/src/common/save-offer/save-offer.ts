/**
 * How to open the form's 'Save and come back later' dialog, for the time-out warning to offer it
 * (issue 23 item 3): the form registers it while it shows, the warning asks. Features do not import
 * each other, so they meet here; in the first load, so no chunk of its own sits between two lazy ones.
 */
/** The save offer's name, the same under every stage and in the time-out warning. */
export const SAVE_FOR_LATER_LABEL = 'Save and come back later';

let openSave: (() => void) | undefined;

/** Registers the dialog's opener; the returned function takes it back (the form left the page). */
export function offerSave(open: () => void): () => void {
  openSave = open;
  return () => {
    if (openSave === open) openSave = undefined;
  };
}

/** The opener while a form that can be saved is on the page. */
export const saveOffered = (): (() => void) | undefined => openSave;
