/**
 * Names of templates and assets are normalised by lowercasing and replacing space, # and / with an
 * underscore (spec document 1, section 3), so saved kits find their assets whatever the spelling.
 */
export function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[ #/]/g, '_');
}
