// Toasts: a server flash or a client message; role status/alert announces them. Close button
// and timeout are app/enhance/toast.ts's.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { dismissLater } from '~/enhance/toast';

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

export function ToastProvider({ initial, children }: { initial: ToastMessage | null; children: ReactNode }) {
  const [toast, setToast] = useState<ToastState['toast']>(initial ? { ...initial, id: 0 } : null);
  // A new flash is shown in the same render that brings it (React's "adjusting state when a prop
  // changes"), never one commit later: the page never shows a form ready again with no answer.
  const [shownFlash, setShownFlash] = useState(initial);
  if (initial !== shownFlash) {
    setShownFlash(initial);
    if (initial) setToast({ ...initial, id: Date.now() });
  }
  const show = useCallback((next: ToastMessage) => setToast({ ...next, id: Date.now() }), []);
  const dismiss = useCallback(() => setToast(null), []);
  const value = useMemo(() => ({ toast, show, dismiss }), [toast, show, dismiss]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

export function ToastRegion() {
  const { toast, dismiss } = useContext(ToastContext);
  return toast ? <Toast key={toast.id} toast={toast} dismiss={dismiss} /> : null;
}

function Toast({ toast, dismiss }: { toast: ToastMessage; dismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? dismissLater(ref.current, dismiss) : undefined), [dismiss]);
  return (
    <div
      ref={ref}
      className={`toast toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-toast=""
      data-testid="toast"
    >
      <span>{toast.message}</span>
      <button type="button" className="toast__close" aria-label="Cerrar aviso" data-toast-close="">
        ×
      </button>
    </div>
  );
}
