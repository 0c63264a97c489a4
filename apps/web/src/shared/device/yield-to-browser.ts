/**
 * Ends the current task: the browser may paint and handle input before the rest runs. Two short
 * tasks block the page less than one long one (Lighthouse's TBT counts each task's excess over 50 ms).
 */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
