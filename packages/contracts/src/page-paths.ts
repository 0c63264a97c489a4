/** The pages the server draws and the browser routes (docs/product/contract.md#pages), one home for both. */
export const PAGE_PATH = {
  form: '/',
  result: '/result',
  obLanding: '/ob-landing',
  obPending: '/ob-pending',
  agreement: '/agreement',
} as const;

export const PAGE_PATHS = Object.values(PAGE_PATH);
