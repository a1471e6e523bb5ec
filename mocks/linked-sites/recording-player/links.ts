/** The simulated recordings' player: another origin, as the provider's is; its links are unguessable. */
import { mockStudentPlatformOrigin } from '../../config';

export const RECORDING_PLAYER_PATH = '/__reproductor';

export const recordingLink = (key: string): string =>
  new URL(`${RECORDING_PLAYER_PATH}/${encodeURIComponent(key)}`, mockStudentPlatformOrigin()).toString();
