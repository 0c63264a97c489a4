/** The words of docs/product/screens.md item 11, in one place for the banner, the modal and the full-page variant. */
export const CONSENT_TEXT = {
  bannerHeading: 'Your cookie preferences',
  bannerMessage:
    'We use cookies to make this site work and, if you agree, to improve it and show you relevant advertising. To find out more,',
  bannerPolicyLink: 'read our Cookie Policy.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  manage: 'Manage cookies',
  modalTitle: 'Manage your cookies',
  modalIntro: 'Choose which cookies we may use. You can change your mind at any time. For details,',
  modalPolicyLink: 'see our Cookie Policy',
  essentialHeading: 'Essential cookies',
  essentialBody: 'These make the site work, for example by remembering your cookie choices. They are always on.',
  siteImprovementLegend: 'Site improvement cookies',
  siteImprovementHint: 'These tell us how the site is used so we can make it better.',
  advertisingLegend: 'Advertising cookies',
  advertisingHint: 'These let us and our partners measure and show relevant advertising.',
  yes: 'Yes',
  no: 'No',
  save: 'Save preferences',
  loading: 'Loading...',
} as const;
