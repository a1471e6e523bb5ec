/** Spec §2: the chat button's text contains 'Escríbenos', compared without case but with its accent. */
export function isChatButtonText(text: string | null | undefined): boolean {
  return !!text && text.toLocaleLowerCase('es').includes('escríbenos');
}
