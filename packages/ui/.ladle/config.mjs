/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  outDir: 'build',
  // Brand styles are switched with the global `brand` control (see components.tsx).
  addons: {
    a11y: { enabled: false },
    msw: { enabled: false },
    rtl: { enabled: false },
    source: { enabled: false },
    theme: { enabled: false },
  },
};
