/**
 * 'a QuickCheck', 'a Luma', 'an Ocean', 'an Atelier Style': the one rule for the article before a
 * brand's name, used by every text that names a card (page description, title, hero). By the sound
 * of the first letter, which for our names is whether it is a vowel.
 */
export function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}
