/**
 * Toasts: a server flash (works without JavaScript) or a client message from an enhanced form.
 * role="status"/"alert" makes screen readers announce them. The message shows where <ToastRegion />
 * sits (the top of <main>): on a phone it takes its own place in the page instead of floating over
 * the content (app.css), on wide screens it floats at the bottom.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface ToastMessage {
  kind: 'success' | 'error';
  message: string;
}

interface ToastState {
  toast: (ToastMessage & { id: number }) | null;
  show: (toast: ToastMessage) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastState>({ toast: null, show: () => {}, dismiss: () => {} });
export const useToast = () => useContext(ToastContext).show;

export function ToastProvider({ initial, children }: { initial: ToastMessage | null; children: ReactNode }) {
  const [toast, setToast] = useState<ToastState['toast']>(initial ? { ...initial, id: 0 } : null);
  useEffect(() => {
    if (initial) setToast({ ...initial, id: Date.now() });
  }, [initial]);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 8000);
    return () => clearTimeout(timer);
  }, [toast]);
  const show = useCallback((next: ToastMessage) => setToast({ ...next, id: Date.now() }), []);
  const dismiss = useCallback(() => setToast(null), []);
  const value = useMemo(() => ({ toast, show, dismiss }), [toast, show, dismiss]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

export function ToastRegion() {
  const { toast, dismiss } = useContext(ToastContext);
  if (!toast) return null;
  return (
    <div
      key={toast.id}
      className={`toast toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-testid="toast"
    >
      <span>{toast.message}</span>
      <button type="button" className="toast__close" aria-label="Cerrar aviso" onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
