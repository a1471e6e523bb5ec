/** The certificate panel: offered once the last course has ended (spec §4); always points onward. */
import { coursesLeftText, TEXT, UI_TEXT } from '@kernel/texts/parents';
import type { LearningPath } from '../upstream/schemas/parents';
import { isPathEnded } from './past-work';
import { CATALOGUE_PATH, pathPageHref } from './urls';

export interface CertificateView {
  title: string;
  href: string;
  label: string;
}

export type NextStepView =
  | { kind: 'catalogue'; label: string; href: string }
  | { kind: 'path'; label: string; href: string; name: string; thumbnail: string };

export interface CertificatePanelView {
  available: boolean;
  certificate: CertificateView | null;
  /** Null when downloadable. */
  statusText: string | null;
  next: NextStepView;
}

export function certificateView(certificate: { title: string; file: string } | null): CertificateView | null {
  return certificate
    ? { title: certificate.title, href: certificate.file, label: UI_TEXT.downloadCertificate }
    : null;
}

export function nextStepView(path: Pick<LearningPath, 'learning_path_next'>): NextStepView {
  const next = path.learning_path_next[0];
  if (!next) return { kind: 'catalogue', label: TEXT.seeCourses, href: CATALOGUE_PATH };
  return {
    kind: 'path',
    label: TEXT.seePath,
    href: pathPageHref(next.slug),
    name: next.name,
    thumbnail: next.thumbnail,
  };
}

export function certificatePanel(
  path: Pick<LearningPath, 'courses' | 'certificate' | 'learning_path_next'>,
): CertificatePanelView {
  const available = isPathEnded(path);
  const certificate = available ? certificateView(path.certificate) : null;
  const left = path.courses.filter((course) => course.status !== 'has_ended').length;
  let statusText: string | null = null;
  if (!available) statusText = coursesLeftText(Math.max(left, 1));
  else if (!certificate) statusText = UI_TEXT.certificateInPreparation;
  return { available, certificate, statusText, next: nextStepView(path) };
}
