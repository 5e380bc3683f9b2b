/**
 * Names of templates and assets are normalised by lowercasing and replacing space, # and / with an
 * underscore (spec document 1, section 3), so saved kits find their assets whatever the spelling.
 */
export function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[ #/]/g, '_');
}

/** The longest kit name the editor's name field takes. */
export const KIT_NAME_MAX = 100;

/**
 * The name a first save offers (issue 31: never "Untitled kit"): the name the player gave the
 * kit, else its template's, which says what the kit is.
 */
export function suggestedKitName(kitName: string, templateName: string | undefined): string {
  const own = kitName.trim();
  return (own !== '' ? own : (templateName ?? '').trim()).slice(0, KIT_NAME_MAX);
}
