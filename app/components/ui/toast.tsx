/**
 * Toasts: a server flash (works without JavaScript) or a client message from an enhanced form.
 * role="status"/"alert" makes screen readers announce them.
 */
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

export interface ToastMessage {
  kind: 'success' | 'error';
  message: string;
}

const ToastContext = createContext<(toast: ToastMessage) => void>(() => {});
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ initial, children }: { initial: ToastMessage | null; children: ReactNode }) {
  const [toast, setToast] = useState<(ToastMessage & { id: number }) | null>(
    initial ? { ...initial, id: 0 } : null,
  );
  useEffect(() => {
    if (initial) setToast({ ...initial, id: Date.now() });
  }, [initial]);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 8000);
    return () => clearTimeout(timer);
  }, [toast]);
  const show = useCallback((next: ToastMessage) => setToast({ ...next, id: Date.now() }), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast ? (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <span>{toast.message}</span>
          <button
            type="button"
            className="toast__close"
            aria-label="Cerrar aviso"
            onClick={() => setToast(null)}
          >
            ×
          </button>
        </div>
      ) : null}
    </ToastContext.Provider>
  );
}
