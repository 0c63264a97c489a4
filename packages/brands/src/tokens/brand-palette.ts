/** The colours a brand's record gives (the token sheet derives the rest from them). */
export interface BrandPalette {
  brand: string;
  brandSecondary: string;
  brandTertiary: string;
  link: string;
  linkHover: string;
  /** White unless the secondary colour is too light for white text. */
  onBrandSecondary?: string;
}
