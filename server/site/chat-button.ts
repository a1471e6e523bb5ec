/**
 * Spec §2 "Slider hero": the secondary button that links to chat messaging is the one whose text
 * contains 'Escríbenos'. Compared without case (content editors write 'ESCRÍBENOS' in campaigns)
 * but with its accent, as the spec writes it.
 */
export function isChatButtonText(text: string | null | undefined): boolean {
  return !!text && text.toLocaleLowerCase('es').includes('escríbenos');
}
