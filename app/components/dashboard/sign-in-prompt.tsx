/** What a dashboard page shows under the login dialog; the layout renders the deepest route's prompt. */
import { useMatches } from '@remix-run/react';

export interface SignInPromptText {
  title: string;
  text: string;
}

export const signInPrompt = (title: string, text: string): { signInPrompt: SignInPromptText } => ({
  signInPrompt: { title, text },
});

const DASHBOARD_HOME: SignInPromptText = {
  title: 'Mi panel',
  text: 'Inicia sesión para ver tus cursos, certificados y escribirle a soporte.',
};

function promptOf(handle: unknown): SignInPromptText | null {
  if (typeof handle !== 'object' || handle === null || !('signInPrompt' in handle)) return null;
  const prompt = handle.signInPrompt;
  if (typeof prompt !== 'object' || prompt === null || !('title' in prompt) || !('text' in prompt))
    return null;
  const { title, text } = prompt;
  return typeof title === 'string' && typeof text === 'string' ? { title, text } : null;
}

export function SignInPrompt() {
  const prompts = useMatches()
    .map((match) => promptOf(match.handle))
    .filter((prompt): prompt is SignInPromptText => prompt !== null);
  const prompt = prompts[prompts.length - 1] ?? DASHBOARD_HOME;
  return (
    <div className="container page">
      <h1>{prompt.title}</h1>
      <p>{prompt.text}</p>
    </div>
  );
}
