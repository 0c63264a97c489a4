/** Joins the truthy class names: components combine a base class with state classes. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
